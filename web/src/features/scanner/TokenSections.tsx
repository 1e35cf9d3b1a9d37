import { shortenAddress } from '@solpad/core';
import { formatChangePct, formatDecimal } from '@solpad/core/format';
import type { TokenReport } from '@solpad/core/scanner';
import { createdAgoText } from '@solpad/core/scanner';
import { CardSection, type Column, ColumnHeads, Fact } from '../../components/kit';
import { QuoteToggle, useQuote } from '../quote';
import { REPORT_SECTION, ReportAddress } from './Fact';
import { dateTime, num, percent, tokenAmount, UNKNOWN, usd, usdPrice } from './format';

const VENUE_TEXT = { curve: 'Bonding curve', pool: 'Pool' } as const;

/** 24 h volume over liquidity ("3.2×"), or Unknown. */
function churn(volume: number | null, liquidity: number | null): string {
  if (volume === null || liquidity === null || liquidity <= 0) return UNKNOWN;
  const r = volume / liquidity;
  return `${formatDecimal(r, r < 10 ? 1 : 0)}×`;
}

/**
 * Price, market cap and 24 h volume in the site's USD / SOL choice. The report's figures are USD at the platform's SOL/USD
 * (the one `GET /api/stats` serves): SOL is that figure over the same SOL/USD, as the list and token page show.
 */
function QuotedFacts({ m }: { m: TokenReport['market'] }) {
  const { quote, solUsd, price, value } = useQuote();
  const inSol = quote === 'sol' && solUsd !== null && solUsd > 0;
  const change = m.priceChange24hPct;
  const tone =
    change === null
      ? 'text-muted'
      : change >= 0
        ? 'text-emerald-600 dark:text-emerald-400'
        : 'text-red-600 dark:text-red-400';
  const priceText =
    inSol && m.priceUsd !== null ? price(m.priceUsd / (solUsd as number)) : usdPrice(m.priceUsd);
  const inQuote = (usdValue: number | null) =>
    inSol && usdValue !== null ? value(usdValue / (solUsd as number)) : usd(usdValue);
  return (
    <>
      <Fact
        label="Price"
        testId="token-price"
        value={
          <>
            {priceText}{' '}
            <span className={tone}>
              ({change === null ? '24h: Unknown' : `${formatChangePct(change)} 24h`})
            </span>
          </>
        }
      />
      <Fact label="Market Cap" value={inQuote(m.marketCapUsd)} testId="token-market-cap" />
      <Fact label="24h Volume" value={inQuote(m.volume24hUsd)} testId="token-volume" />
    </>
  );
}

/** Token Information: names, quoted market facts, supply, program, authorities, extensions and the address. */
function TokenInformation({ report }: { report: TokenReport }) {
  const m = report.market;
  return (
    <CardSection
      look={REPORT_SECTION}
      label="Token Information"
      titleId="token-information"
      aside={<QuoteToggle />}
    >
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Fact label="Name" value={report.name ?? UNKNOWN} testId="token-name" />
        <Fact label="Symbol" value={report.symbol ?? UNKNOWN} testId="token-symbol" />
        <QuotedFacts m={m} />
        <Fact label="Supply" value={tokenAmount(report.supply, report.decimals)} testId="token-supply" />
        <Fact label="Decimals" value={report.decimals} />
        <Fact
          label="Program"
          value={report.program === 'token' ? 'SPL Token' : 'Token-2022'}
          testId="token-program"
        />
        <Fact
          label="Mint Authority"
          mono
          testId="token-mint-authority"
          value={report.mintAuthority ? shortenAddress(report.mintAuthority, 6) : 'Revoked'}
        />
        <Fact
          label="Freeze Authority"
          mono
          testId="token-freeze-authority"
          value={report.freezeAuthority ? shortenAddress(report.freezeAuthority, 6) : 'Revoked'}
        />
        <Fact
          label="Extensions"
          value={report.extensions.present.length ? report.extensions.present.join(', ') : 'None'}
          testId="token-extensions"
        />
      </dl>
      <ReportAddress address={report.address} what="token" testId="token-address" />
    </CardSection>
  );
}

const HOLDER_COLUMNS: readonly Column[] = [
  { label: '#' },
  { label: 'Owner' },
  { label: 'Amount', end: true },
  { label: 'Share', end: true },
];

/** The ten largest holders: owner (or token account), amount and share of the supply. */
function HoldersTable({ report }: { report: TokenReport }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[28rem] text-left text-sm">
        <caption className="sr-only">Largest holders</caption>
        <thead className="text-subtle text-xs uppercase">
          <ColumnHeads density="compact" columns={HOLDER_COLUMNS} />
        </thead>
        <tbody>
          {report.holders.top.slice(0, 10).map((h, i) => (
            <tr key={h.tokenAccount} className="border-line border-t">
              <td className="py-1 pr-2 text-muted">{i + 1}</td>
              <td className="py-1 pr-2 font-mono" title={h.owner ?? h.tokenAccount}>
                {shortenAddress(h.owner ?? h.tokenAccount, 5)}
                {h.label && <span className="badge ml-2">{h.label}</span>}
              </td>
              <td className="py-1 pr-2 text-right tabular-nums">{tokenAmount(h.amount, report.decimals)}</td>
              <td className="py-1 text-right tabular-nums">{percent(h.sharePct)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Trading Metrics: holders, liquidity, concentration, age, churn and creator, then the largest holders. */
function TradingMetrics({ report }: { report: TokenReport }) {
  const m = report.market;
  return (
    <CardSection look={REPORT_SECTION} label="Trading Metrics" titleId="trading-metrics">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Fact label="Holders" value={num(report.holders.count, 0)} testId="metric-holders" />
        <Fact
          label="Liquidity"
          testId="metric-liquidity"
          value={
            m.liquidityUsd === null
              ? `${UNKNOWN} (no known market)`
              : `${usd(m.liquidityUsd)}${m.liquidityVenue ? ` · ${VENUE_TEXT[m.liquidityVenue]}` : ''}`
          }
        />
        <Fact
          label="Liquidity Locked"
          value={percent(m.liquidityLockedPct)}
          testId="metric-liquidity-locked"
        />
        <Fact
          label="Top 10 Holders"
          value={percent(report.holders.top10SharePct)}
          testId="metric-top-holders"
        />
        <Fact
          label="Age"
          testId="metric-age"
          value={createdAgoText(report) ?? `${UNKNOWN} (first transaction not read)`}
        />
        <Fact
          label="Created"
          value={`${dateTime(report.createdAt)}${report.createdAtSource === 'chain-history-bound' ? ' or earlier' : ''}`}
          testId="metric-created"
        />
        <Fact
          label="Volume / Liquidity"
          value={churn(m.volume24hUsd, m.liquidityUsd)}
          testId="metric-volume-liquidity"
        />
        <Fact
          label="Creator"
          mono
          value={report.creator.address ? shortenAddress(report.creator.address, 6) : UNKNOWN}
        />
      </dl>
      {report.holders.top.length > 0 && <HoldersTable report={report} />}
    </CardSection>
  );
}

/** Technical Analysis: RSI, MACD, SMA 20 and volume, and what they were computed from. */
function TechnicalAnalysis({ report }: { report: TokenReport }) {
  const m = report.market;
  const t = report.technical;
  return (
    <CardSection look={REPORT_SECTION} label="Technical Analysis" titleId="technical-analysis">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Fact label="RSI (14)" value={num(t.rsi, 1)} testId="ta-rsi" />
        <Fact label="MACD" value={t.macd ? num(t.macd.macd, 8) : UNKNOWN} testId="ta-macd" />
        <Fact label="SMA 20" value={usdPrice(t.sma20)} testId="ta-sma20" />
        <Fact label="Volume" value={usd(t.volume24hUsd)} testId="ta-volume" />
      </dl>
      <p className="text-muted text-xs">
        {t.points > 0
          ? `Computed from ${t.points} trade prices (${m.source ?? 'market source'}).`
          : 'No price history for this token: indicators are unknown.'}
      </p>
    </CardSection>
  );
}

/** A token report's Token Information, Trading Metrics (market facts, largest holders) and Technical Analysis. */
export function TokenSections({ report }: { report: TokenReport }) {
  return (
    <>
      <TokenInformation report={report} />
      <TradingMetrics report={report} />
      <TechnicalAnalysis report={report} />
    </>
  );
}
