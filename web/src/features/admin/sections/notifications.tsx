import {
  AdminBannerListSchema,
  BANNER_TEXT_MAX,
  BannerCreateRequestSchema,
  BannerLevelSchema,
} from '@solpad/core/schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminRequest, NO_CONTENT } from '../api';
import { Panel, QueryView, when } from '../ui';
import { useAdminWrite } from './system';

const BannerSchema = AdminBannerListSchema.shape.banners.element;

/** A datetime-local value as an ISO string with offset, or undefined when empty. */
function toIso(local: string): string | undefined {
  return local ? new Date(local).toISOString() : undefined;
}

/** Notifications: the site banners (create, list, delete). */
export function NotificationsSection() {
  const query = useQuery({
    queryKey: ['admin', 'banners'],
    queryFn: ({ signal }) => adminRequest('/api/admin/banners', AdminBannerListSchema, { signal }),
  });
  const remove = useAdminWrite(
    (id: string) => adminRequest(`/api/admin/banners/${id}`, NO_CONTENT, { method: 'DELETE' }),
    () => 'Banner deleted',
  );
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <NewBanner />
      <Panel title="Banners">
        <QueryView
          query={query}
          label="the banners"
          isEmpty={(d) => d.banners.length === 0}
          empty="No banners yet."
        >
          {(d) => (
            <ul className="flex flex-col divide-y divide-line">
              {d.banners.map((b) => (
                <li key={b.id} className="flex items-start justify-between gap-2 py-2 text-sm">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-baseline gap-2">
                      <span className="badge">{b.level}</span>
                      <span className={`badge ${b.active ? 'text-emerald-500' : ''}`}>
                        {b.active ? 'showing' : 'not showing'}
                      </span>
                    </p>
                    <p className="mt-1 break-words text-fg">{b.text}</p>
                    <p className="text-muted text-xs">
                      From {when(b.startsAt)} until {b.endsAt ? when(b.endsAt) : 'removed'}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="btn-secondary"
                    aria-label={`Delete banner “${b.text.slice(0, 40)}”`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(b.id)}
                  >
                    Delete
                  </button>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </Panel>
    </div>
  );
}

function NewBanner() {
  const [text, setText] = useState('');
  const [level, setLevel] = useState<'info' | 'warning' | 'critical'>('info');
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useAdminWrite(
    (body: unknown) => adminRequest('/api/admin/banners', BannerSchema, { method: 'POST', body }),
    () => 'Banner created',
  );
  return (
    <Panel title="New banner">
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = BannerCreateRequestSchema.safeParse({
            text,
            level,
            startsAt: toIso(startsAt),
            endsAt: toIso(endsAt),
          });
          if (!parsed.success) {
            const issue = parsed.error.issues[0];
            setError(issue ? `${issue.path.join('.') || 'banner'}: ${issue.message}` : 'Invalid banner');
            return;
          }
          setError(null);
          create.mutate(parsed.data, {
            onSuccess: () => {
              setText('');
              setStartsAt('');
              setEndsAt('');
            },
          });
        }}
      >
        <label className="flex flex-col gap-1 text-sm">
          Text
          <textarea
            className="input min-h-20"
            value={text}
            maxLength={BANNER_TEXT_MAX}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <div className="grid gap-3 sm:grid-cols-3">
          <label className="flex flex-col gap-1 text-sm">
            Level
            <select
              className="input"
              value={level}
              onChange={(e) => {
                const parsed = BannerLevelSchema.safeParse(e.target.value);
                if (parsed.success) setLevel(parsed.data);
              }}
            >
              <option value="info">Info</option>
              <option value="warning">Warning</option>
              <option value="critical">Critical</option>
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            Starts (optional)
            <input
              type="datetime-local"
              className="input"
              value={startsAt}
              onChange={(e) => setStartsAt(e.target.value)}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            Ends (optional)
            <input
              type="datetime-local"
              className="input"
              value={endsAt}
              onChange={(e) => setEndsAt(e.target.value)}
            />
          </label>
        </div>
        {error && (
          <p role="alert" className="text-red-600 text-xs dark:text-red-400">
            {error}
          </p>
        )}
        <button type="submit" className="btn-primary self-start" disabled={create.isPending}>
          Create banner
        </button>
      </form>
    </Panel>
  );
}
