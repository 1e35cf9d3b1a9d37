import type { ReactNode } from 'react';

/** One titled section of an info page; `id` is its anchor in the table of contents. */
export interface InfoSection {
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * Layout of the How to use and About pages: a title, an in-page table of contents (beside the text on wide
 * screens, above it on narrow ones) and the sections with anchor ids.
 */
export function InfoPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: readonly InfoSection[];
}) {
  return (
    <div className="flex flex-col gap-8">
      <header className="flex max-w-3xl flex-col gap-3">
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{title}</h1>
        <div className="text-muted sm:text-lg">{intro}</div>
      </header>
      <div className="grid gap-8 lg:grid-cols-[15rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-20 lg:self-start">
          <div className="card p-4 sm:p-4">
            <h2 className="mb-2 font-semibold text-subtle text-xs uppercase tracking-wider">On this page</h2>
            <ol className="flex flex-col gap-1 text-sm">
              {sections.map((s, i) => (
                <li key={s.id}>
                  <a
                    href={`#${s.id}`}
                    className="flex gap-2 rounded-md px-2 py-1 text-muted transition hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
                  >
                    <span className="text-subtle tabular-nums">{i + 1}.</span>
                    {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div className="flex min-w-0 max-w-3xl flex-col gap-10">
          {sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-20">
              <h2 id={`${s.id}-title`} className="mb-3 font-semibold text-2xl tracking-tight">
                {s.title}
              </h2>
              <div className="flex flex-col gap-3 text-muted leading-relaxed">{s.body}</div>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}

/** A numbered list of steps. */
export function Steps({ children }: { children: ReactNode }) {
  return <ol className="flex list-decimal flex-col gap-2 pl-5 marker:text-subtle">{children}</ol>;
}

/** A bulleted list. */
export function Bullets({ children }: { children: ReactNode }) {
  return <ul className="flex list-disc flex-col gap-1.5 pl-5 marker:text-subtle">{children}</ul>;
}

/** A highlighted note. */
export function Note({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-accent/30 bg-accent/5 px-4 py-3 text-fg text-sm">{children}</p>
  );
}

/** Emphasised UI text (a button or field name). */
export function Ui({ children }: { children: ReactNode }) {
  return <strong className="font-semibold text-fg">{children}</strong>;
}

/** Inline code. */
export function Code({ children }: { children: ReactNode }) {
  return (
    <code className="rounded bg-surface-2 px-1.5 py-0.5 font-mono text-[0.85em] text-fg">{children}</code>
  );
}
