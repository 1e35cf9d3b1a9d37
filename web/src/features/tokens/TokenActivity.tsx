import * as Tabs from '@radix-ui/react-tabs';
import {
  formatInteger,
  formatQuotedPrice,
  formatSolAmount,
  type QuoteCurrency,
  shortenAddress,
} from '@solpad/core/format';
import type { HolderRole, TokenDetail, TradeRecord } from '@solpad/core/schemas';
import { TOKEN_DECIMALS } from '@solpad/core/trade';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { memo, type ReactNode, useMemo, useState } from 'react';
import { ColumnHeads } from '../../components/kit';
import { RelativeTime } from '../../components/ui/RelativeTime';
import { errorMessage } from '../../lib/error-message';
import { useQuote } from '../quote';
import { formatUnits } from '../trade';
import { tokenHoldersQuery, tokenTradersQuery, tokenTradesQuery } from './queries';

const THEAD = 'sticky top-0 bg-surface text-left text-[11px] text-subtle uppercase tracking-wide';

/** What the venue's accounts and the creator read as in the Holders tab. */
const ROLE_LABEL: Record<HolderRole, string | null> = {
  vault: 'Curve vault',
  pool: 'Pool',
  creator: 'Creator',
  wallet: null,
};

/** A share of supply in parts per million as a percentage with two decimals ("12.34%"), as the scan shows it. */
export function shareText(ppm: number): string {
  return `${(ppm / 10_000).toFixed(2)}%`;
}

/** A wallet linking to its scan, with a full address on hover. */
function WalletLink({ wallet }: { wallet: string }) {
  return (
    <Link
      to="/tools/scanner"
      search={{ type: 'wallet', q: wallet, chain: 'solana' }}
      className="font-mono text-accent text-xs hover:underline"
      title={wallet}
    >
      {shortenAddress(wallet)}
    </Link>
  );
}

/** A wallet's cell: its link, and a badge naming the part it plays (creator, vault, pool) when it plays one. */
function WalletCell({ wallet, badge }: { wallet: string; badge: string | null }) {
  return (
    <td className="py-1.5 pr-2">
      <span className="flex flex-wrap items-center gap-1.5">
        <WalletLink wallet={wallet} />
        {badge && <span className="badge text-[10px] text-accent">{badge}</span>}
      </span>
    </td>
  );
}

/** Loading, error and empty states shared by the tabs; the table otherwise. */
function TabBody(props: {
  what: string;
  query: { isPending: boolean; isError: boolean; error: unknown };
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (props.query.isPending) return <p className="text-muted text-sm">Loading {props.what}…</p>;
  if (props.query.isError)
    return (
      <p className="text-muted text-sm">
        The {props.what} could not be loaded: {errorMessage(props.query.error)}
      </p>
    );
  if (props.empty) return <p className="text-muted text-sm">{props.emptyText}</p>;
  return <div className="max-h-96 overflow-auto">{props.children}</div>;
}

/**
 * One trade. Memoised on the trade itself (the query keeps an unchanged trade's object across refetches): a new
 * trade adds a row and leaves the others alone; their time cells age on their own.
 */
const TradeRow = memo(function TradeRow({
  trade: t,
  quote,
  solUsd,
}: {
  trade: TradeRecord;
  quote: QuoteCurrency;
  solUsd: number | null;
}) {
  return (
    <tr data-signature={t.signature}>
      <td className="py-1.5 pr-2 text-muted text-xs">
        <RelativeTime iso={t.at} />
      </td>
      <td
        className={`py-1.5 pr-2 font-semibold ${t.side === 'buy' ? 'text-emerald-600 dark:text-emerald-400' : 'text-red-600 dark:text-red-400'}`}
      >
        {t.side === 'buy' ? 'Buy' : 'Sell'}
      </td>
      <td className="py-1.5 pr-2 text-right tabular-nums">{formatSolAmount(BigInt(t.solLamports))}</td>
      <td className="py-1.5 pr-2 text-right tabular-nums">
        {formatUnits(BigInt(t.tokenAmount), TOKEN_DECIMALS, 0)}
      </td>
      <td className="hidden py-1.5 pr-2 text-right tabular-nums sm:table-cell">
        {formatQuotedPrice(t.priceSol, quote, solUsd)}
      </td>
      <td className="hidden py-1.5 text-right font-mono text-xs md:table-cell" title={t.trader}>
        {shortenAddress(t.trader)}
      </td>
    </tr>
  );
});

function TradesTable({ token }: { token: TokenFacts }) {
  const trades = useQuery(tokenTradesQuery(token.address));
  const q = useQuote();
  const rows: TradeRecord[] = trades.data ?? [];
  return (
    <TabBody what="trades" query={trades} empty={rows.length === 0} emptyText="No trades yet.">
      <table className="w-full text-sm" data-testid="trades">
        <caption className="sr-only">Latest trades of {token.symbol}, newest first</caption>
        <thead className={THEAD}>
          <ColumnHeads
            density="tab"
            columns={[
              { label: 'Time' },
              { label: 'Side' },
              { label: 'SOL', end: true },
              { label: token.symbol, end: true },
              { label: 'Price', end: true, from: 'sm' },
              { label: 'Trader', end: true, from: 'md' },
            ]}
          />
        </thead>
        <tbody className="divide-y divide-line">
          {rows.slice(0, 100).map((t) => (
            <TradeRow key={t.signature} trade={t} quote={q.quote} solUsd={q.solUsd} />
          ))}
        </tbody>
      </table>
    </TabBody>
  );
}

function HoldersTable({ token }: { token: TokenFacts }) {
  const holders = useQuery(tokenHoldersQuery(token.address));
  const rows = holders.data?.holders ?? [];
  const count = holders.data?.holderCount ?? null;
  return (
    <TabBody
      what="holders"
      query={holders}
      empty={rows.length === 0}
      emptyText="No one holds this token yet."
    >
      <table className="w-full text-sm" data-testid="holder-list">
        <caption className="sr-only">
          Largest holders of {token.symbol}
          {count === null ? '' : ` (${count} in all)`}, largest first
        </caption>
        <thead className={THEAD}>
          <ColumnHeads
            density="tab"
            columns={[
              { label: '#' },
              { label: 'Wallet' },
              { label: token.symbol, end: true },
              { label: 'Supply', end: true },
            ]}
          />
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((h, i) => (
            <tr key={h.tokenAccount} data-owner={h.owner} data-role={h.role}>
              <td className="py-1.5 pr-2 text-muted text-xs tabular-nums">{i + 1}</td>
              <WalletCell wallet={h.owner} badge={ROLE_LABEL[h.role]} />
              <td className="py-1.5 pr-2 text-right tabular-nums" data-cell="amount">
                {formatUnits(BigInt(h.amount), holders.data?.decimals ?? TOKEN_DECIMALS, 0)}
              </td>
              <td className="py-1.5 text-right tabular-nums" data-cell="share">
                {shareText(h.sharePpm)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {count !== null && count > rows.length && (
        <p className="mt-2 text-muted text-xs">
          The {rows.length} largest of {formatInteger(count)} holders.
        </p>
      )}
    </TabBody>
  );
}

/** Signed SOL with its colour: gains green, losses red. */
function PnlCell({ lamports }: { lamports: bigint }) {
  const tone =
    lamports > 0n
      ? 'text-emerald-600 dark:text-emerald-400'
      : lamports < 0n
        ? 'text-red-600 dark:text-red-400'
        : 'text-muted';
  return (
    <td className={`py-1.5 text-right font-semibold tabular-nums ${tone}`} data-cell="pnl">
      {formatSolAmount(lamports, { signed: true })}
    </td>
  );
}

function TradersTable({ token }: { token: TokenFacts }) {
  const traders = useQuery(tokenTradersQuery(token.address));
  const rows = traders.data?.traders ?? [];
  const decimals = traders.data?.decimals ?? TOKEN_DECIMALS;
  return (
    <TabBody
      what="traders"
      query={traders}
      empty={rows.length === 0}
      emptyText="No one has traded this token yet."
    >
      <table className="w-full text-sm" data-testid="trader-list">
        <caption className="sr-only">
          Traders of {token.symbol} on the {token.venue === 'pool' ? 'pool' : 'bonding curve'} by realized PnL
          in SOL, best first
        </caption>
        <thead className={THEAD}>
          <ColumnHeads
            density="tab"
            columns={[
              { label: 'Wallet' },
              { label: 'Bought SOL', end: true },
              { label: 'Sold SOL', end: true },
              { label: `Net ${token.symbol}`, end: true, from: 'sm' },
              { label: 'PnL SOL', end: true },
            ]}
          />
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((t) => (
            <tr key={t.wallet} data-wallet={t.wallet}>
              <WalletCell wallet={t.wallet} badge={t.isCreator ? 'Creator' : null} />
              <td className="py-1.5 pr-2 text-right tabular-nums" data-cell="bought">
                {formatSolAmount(BigInt(t.boughtLamports))}
              </td>
              <td className="py-1.5 pr-2 text-right tabular-nums" data-cell="sold">
                {formatSolAmount(BigInt(t.soldLamports))}
              </td>
              <td className="hidden py-1.5 pr-2 text-right tabular-nums sm:table-cell" data-cell="net">
                {formatUnits(BigInt(t.netTokens), decimals, 0)}
              </td>
              <PnlCell lamports={BigInt(t.realizedLamports)} />
            </tr>
          ))}
        </tbody>
      </table>
    </TabBody>
  );
}

type ActivityTab = 'trades' | 'holders' | 'traders';
const TABS: { value: ActivityTab; label: string }[] = [
  { value: 'trades', label: 'Trades' },
  { value: 'holders', label: 'Holders' },
  { value: 'traders', label: 'Top traders' },
];

/** What the activity card reads of the token: fields a live tick does not change. */
type TokenFacts = Pick<TokenDetail, 'address' | 'symbol' | 'venue'>;

/**
 * The token page's activity card: the latest trades, the largest holders and the traders by PnL, as tabs.
 * Memoised on the token's fixed facts: each table follows its own query, so a live tick re-renders only the
 * table whose data changed.
 */
export const TokenActivity = memo(function TokenActivity({ address, symbol, venue }: TokenFacts) {
  const token = useMemo(() => ({ address, symbol, venue }), [address, symbol, venue]);
  const [tab, setTab] = useState<ActivityTab>('trades');
  return (
    <section aria-labelledby="trades-title" className="card flex flex-col gap-3">
      <h2 id="trades-title" className="sr-only">
        Trades, holders and top traders
      </h2>
      <Tabs.Root
        value={tab}
        onValueChange={(v) => setTab(TABS.find((t) => t.value === v)?.value ?? 'trades')}
      >
        <Tabs.List aria-label="Token activity" className="flex gap-1 border-line border-b">
          {TABS.map((t) => (
            <Tabs.Trigger
              key={t.value}
              value={t.value}
              className="-mb-px border-transparent border-b-2 px-3 py-2 font-semibold text-muted text-sm transition hover:text-fg focus-visible:outline-2 focus-visible:outline-accent data-[state=active]:border-accent data-[state=active]:text-fg"
            >
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="trades" className="mt-3">
          <TradesTable token={token} />
        </Tabs.Content>
        <Tabs.Content value="holders" className="mt-3">
          <HoldersTable token={token} />
        </Tabs.Content>
        <Tabs.Content value="traders" className="mt-3">
          <TradersTable token={token} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
});
