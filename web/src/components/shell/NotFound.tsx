import { SCREEN_TEXTS } from '@solpad/core';
import { Link } from '@tanstack/react-router';

/** Any path the route table does not know (spec §2, §8). */
export function NotFound() {
  return (
    <div className="flex flex-col items-center gap-4 py-24 text-center">
      <p className="font-bold font-mono text-5xl text-accent" aria-hidden="true">
        404
      </p>
      <h1 className="font-bold text-2xl">{SCREEN_TEXTS.notFound}</h1>
      <p className="max-w-md text-muted">The page you asked for does not exist or has moved.</p>
      <Link to="/" className="btn-secondary">
        Back to home
      </Link>
    </div>
  );
}
