import {
  type CleanupCategory,
  type CleanupCounts,
  CleanupPreviewSchema,
  CleanupResultSchema,
} from '@solpad/core/schemas';
import { useState } from 'react';
import { ConfirmDialog, Panel } from '../../../components/kit';
import { apiRequest } from '../../../lib/api';
import { useAdminRead, useAdminWrite } from '../data';
import { QueryView, when } from '../ui';

const LABELS: Record<CleanupCategory, string> = {
  clientErrors: 'Client errors',
  serverErrors: 'Server errors',
  expiredSessions: 'Expired sessions',
  expiredNonces: 'Expired sign-in nonces',
  quotes: 'Quotes',
  prices: 'Price history',
  scans: 'Scans',
};

function total(counts: CleanupCounts): number {
  return Object.values(counts).reduce<number>((s, n) => s + (n ?? 0), 0);
}

/** Cleanup: what a prune would delete (preview), then delete exactly those counts after confirming. */
export function CleanupSection() {
  const [days, setDays] = useState(30);
  const [confirming, setConfirming] = useState(false);
  const preview = useAdminRead('cleanup/preview', CleanupPreviewSchema, { params: { olderThanDays: days } });
  const run = useAdminWrite(
    (body: { olderThanDays: number; confirmCounts: CleanupCounts }) =>
      apiRequest('/api/admin/cleanup', CleanupResultSchema, { method: 'POST', body }),
    (r) => `Deleted ${total(r.deleted)} rows`,
  );
  return (
    <Panel
      title="Prune old data"
      actions={
        <label className="flex items-center gap-2 text-muted text-sm">
          Older than (days)
          <input
            type="number"
            className="input w-24"
            min={0}
            max={3650}
            value={days}
            onChange={(e) => {
              const n = Number(e.target.value);
              if (Number.isInteger(n) && n >= 0 && n <= 3650) setDays(n);
            }}
          />
        </label>
      }
    >
      <QueryView query={preview} label="the cleanup preview">
        {(d) => (
          <>
            <p className="text-muted text-sm">Rows older than {when(d.cutoff)}:</p>
            <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {(Object.keys(d.counts) as CleanupCategory[]).map((c) => (
                <div key={c} className="rounded-xl border border-line bg-surface-2 p-3">
                  <dt className="stat-label">{LABELS[c]}</dt>
                  <dd className="mt-1 font-semibold text-fg text-lg tabular-nums">{d.counts[c]}</dd>
                </div>
              ))}
            </dl>
            {d.counts.prices !== undefined && (
              <p className="mt-2 text-muted text-xs">
                Price history: candles of every interval but 1d. Daily candles and the trades themselves are
                always kept; the prune-price-history job (Automations) already drops fine-grained candles past
                their retention.
              </p>
            )}
            <button
              type="button"
              className="btn-primary mt-4"
              disabled={total(d.counts) === 0 || run.isPending}
              onClick={() => setConfirming(true)}
            >
              {total(d.counts) === 0 ? 'Nothing to delete' : `Delete ${total(d.counts)} rows…`}
            </button>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title="Delete these rows?"
              description={`${total(d.counts)} rows older than ${d.olderThanDays} days will be deleted. If the counts changed since this preview, nothing is deleted.`}
              confirmLabel="Delete"
              busy={run.isPending}
              onConfirm={() =>
                run.mutate(
                  { olderThanDays: d.olderThanDays, confirmCounts: d.counts },
                  { onSettled: () => setConfirming(false) },
                )
              }
            />
          </>
        )}
      </QueryView>
    </Panel>
  );
}
