import { type PublicBanner, PublicBannersSchema } from '@solpad/core/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Icon } from '../../components/shell/Icon';
import { subscribeAppSocket } from '../../lib/app-socket';
import { getJson } from '../../lib/query-client';
import { addDismissed, readDismissed } from './dismissed';

/** `GET /api/banners`: the banners active now (the server pushes every change over /api/ws). */
export const BANNERS_PATH = '/api/banners';
const BANNERS_KEY = [BANNERS_PATH] as const;
/**
 * The server announces a change an admin makes, not the moment a scheduled banner starts: read the list again now
 * and then, so a banner set to start later still shows up without a reload.
 */
const BANNERS_REFRESH_MS = 5 * 60_000;

const LEVEL_STYLE: Record<PublicBanner['level'], string> = {
  info: 'border-sky-500/30 bg-sky-500/10 text-sky-950 dark:text-sky-100',
  warning: 'border-amber-500/40 bg-amber-500/15 text-amber-950 dark:text-amber-100',
  critical: 'border-red-500/40 bg-red-500/15 text-red-950 dark:text-red-100',
};
const LEVEL_LABEL: Record<PublicBanner['level'], string> = {
  info: 'Notice',
  warning: 'Warning',
  critical: 'Important',
};

/** Banners whose end has not passed at `now` (the list may have been read a while ago). */
function current(banners: PublicBanner[], now: number): PublicBanner[] {
  return banners.filter((b) => b.endsAt === null || Date.parse(b.endsAt) > now);
}

/**
 * The admins' site banners as strips at the top of the shell: colour and label by level, each dismissible (the
 * dismissal is remembered per banner id). The list follows `/api/ws` live — a banner created, edited, switched off
 * or deleted appears, changes or goes without a reload — and is read again after a reconnect, since a change may
 * have happened while the socket was down. Renders nothing (no space) while there is nothing to show.
 */
export default function SiteBanners() {
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey: BANNERS_KEY,
    queryFn: async ({ signal }) => PublicBannersSchema.parse(await getJson(BANNERS_PATH, signal)).banners,
    refetchInterval: BANNERS_REFRESH_MS,
    staleTime: 30_000,
  });
  const [dismissed, setDismissed] = useState<string[]>(() => readDismissed());
  const [now, setNow] = useState(() => Date.now());

  useEffect(
    () =>
      subscribeAppSocket(
        (message) => {
          if (message.type === 'banner') client.setQueryData(BANNERS_KEY, message.banners);
        },
        ({ reconnected }) => {
          if (reconnected) void client.invalidateQueries({ queryKey: BANNERS_KEY });
        },
      ),
    [client],
  );

  // Another tab dismissed one: follow it here too.
  useEffect(() => {
    const onStorage = () => setDismissed(readDismissed());
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Take a banner down when its end passes (one timer, for the soonest end).
  const shown = current(data ?? [], now);
  const nextEnd = Math.min(...shown.map((b) => (b.endsAt ? Date.parse(b.endsAt) : Number.POSITIVE_INFINITY)));
  useEffect(() => {
    if (!Number.isFinite(nextEnd)) return;
    // setTimeout's delay is a 32-bit int: a far end is re-checked after ~24 days.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(nextEnd - Date.now() + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [nextEnd]);

  const visible = shown.filter((b) => !dismissed.includes(b.id));
  if (visible.length === 0) return null;
  return (
    <section aria-label="Site announcements" className="flex flex-col lg:pl-16" data-testid="site-banners">
      {visible.map((b) => (
        <div
          key={b.id}
          role={b.level === 'critical' ? 'alert' : 'status'}
          data-banner-id={b.id}
          data-level={b.level}
          className={`flex items-start gap-3 border-b px-4 py-2 text-sm sm:px-6 ${LEVEL_STYLE[b.level]}`}
        >
          <span className="mt-0.5 shrink-0 rounded-full border border-current/30 px-2 py-px font-semibold text-[11px] uppercase tracking-wide">
            {LEVEL_LABEL[b.level]}
          </span>
          <p className="min-w-0 flex-1 break-words">{b.text}</p>
          <button
            type="button"
            aria-label={`Dismiss announcement: ${b.text.slice(0, 60)}`}
            className="-my-1 shrink-0 rounded-lg p-1.5 opacity-80 hover:bg-current/10 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
            onClick={() => setDismissed(addDismissed(b.id))}
          >
            <Icon name="close" className="size-4" />
          </button>
        </div>
      ))}
    </section>
  );
}
