import { formatSol } from '@solpad/core/format';
import { AdminAnalysisSchema, AdminDashboardSchema } from '@solpad/core/schemas';
import { useState } from 'react';
import { type Column, ColumnHeads, Panel } from '../../../components/kit';
import { useAdminRead } from '../data';
import { BarChart, QueryView, Stat, sol, when } from '../ui';
import { AuditLog } from './audit';

/** Lamports as a number of SOL for bar heights only (the figures shown are exact). */
function solNumber(lamports: string): number {
  return Number(BigInt(lamports) / 1000n) / 1e6;
}

/** Dashboard: platform counts and the 14-day series, plus the newest audit rows. */
export function DashboardSection() {
  const query = useAdminRead('dashboard', AdminDashboardSchema);
  return (
    <div className="grid gap-4">
      <Panel title="Platform">
        <QueryView query={query} label="the dashboard">
          {(d) => (
            <>
              <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                <Stat label="Tokens" value={d.counts.tokens} />
                <Stat label="Trades 24h" value={d.counts.trades24h} />
                <Stat label="Volume 24h" value={sol(d.counts.volume24hLamports, 2)} />
                <Stat label="Wallets seen" value={d.counts.walletsSeen} />
                <Stat label="Active sessions" value={d.counts.sessionsActive} />
                <Stat label="Client errors 24h" value={d.counts.clientErrors24h} />
                <Stat label="Server errors 24h" value={d.counts.serverErrors24h} />
                <Stat label="Notify subscribers" value={d.counts.notifySubscribers} />
              </dl>
              <div className="mt-4 grid gap-4 md:grid-cols-3">
                <BarChart
                  label="Trades per day (14 days)"
                  points={d.daily.map((p) => ({ key: p.day, value: p.trades }))}
                  format={(v) => String(v)}
                />
                <BarChart
                  label="Volume per day, SOL (14 days)"
                  points={d.daily.map((p) => ({ key: p.day, value: solNumber(p.volumeLamports) }))}
                  format={(v) => `${v.toFixed(2)} SOL`}
                />
                <BarChart
                  label="New wallets per day (14 days)"
                  points={d.daily.map((p) => ({ key: p.day, value: p.newWallets }))}
                  format={(v) => String(v)}
                />
              </div>
              <p className="mt-2 text-subtle text-xs">Computed {when(d.generatedAt)}</p>
            </>
          )}
        </QueryView>
      </Panel>
      <AuditLog limit={10} />
    </div>
  );
}

const DAY_COLUMNS: readonly Column[] = ['Day', 'Trades', 'Traders', 'Volume', 'Fees'].map((label) => ({
  label,
}));

/** Analysis: volume and fees over a chosen number of days. */
export function AnalysisSection() {
  const [days, setDays] = useState(30);
  const query = useAdminRead('analysis', AdminAnalysisSchema, { params: { days } });
  return (
    <Panel
      title="Volume and fees"
      actions={
        <label className="flex items-center gap-2 text-muted text-sm">
          Days
          <select className="input w-auto" value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {[7, 30, 90, 365].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      }
    >
      <QueryView query={query} label="the analysis">
        {(d) => (
          <>
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              <Stat label="Trades" value={d.totals.trades} />
              <Stat label="Volume" value={sol(d.totals.volumeLamports, 2)} />
              <Stat label="Fees" value={sol(d.totals.feesLamports)} />
              <Stat label="New tokens" value={d.totals.newTokens} />
            </dl>
            <div className="mt-4 grid gap-4 md:grid-cols-2">
              <BarChart
                label={`Volume per day, SOL (${d.days} days)`}
                points={d.daily.map((p) => ({ key: p.day, value: solNumber(p.volumeLamports) }))}
                format={(v) => `${v.toFixed(2)} SOL`}
              />
              <BarChart
                label={`Fees per day, SOL (${d.days} days)`}
                points={d.daily.map((p) => ({ key: p.day, value: solNumber(p.feesLamports) }))}
                format={(v) => `${v.toFixed(4)} SOL`}
              />
            </div>
            {d.daily.some((p) => p.trades > 0) ? (
              <div className="mt-4 overflow-x-auto">
                <table className="w-full text-sm [&_td]:pr-3 [&_th]:pr-3">
                  <thead className="text-left text-muted text-xs">
                    <ColumnHeads density="compact" columns={DAY_COLUMNS} />
                  </thead>
                  <tbody>
                    {d.daily
                      .filter((p) => p.trades > 0)
                      .map((p) => (
                        <tr key={p.day} className="border-line border-t">
                          <td className="py-1 font-mono">{p.day}</td>
                          <td>{p.trades}</td>
                          <td>{p.traders}</td>
                          <td>{formatSol(BigInt(p.volumeLamports), 4)}</td>
                          <td>{formatSol(BigInt(p.feesLamports), 6)}</td>
                        </tr>
                      ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p className="mt-3 text-muted text-sm">No trades in this window.</p>
            )}
          </>
        )}
      </QueryView>
    </Panel>
  );
}
