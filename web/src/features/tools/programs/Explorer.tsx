import { ExplorerQuerySchema, type ExplorerQueryType, type RecentQuery } from '@solpad/core/schemas';
import { type ExplorerReport, explore } from '@solpad/core/token-tools';
import { useQuery } from '@tanstack/react-query';
import { type RefObject, useEffect, useId, useState } from 'react';
import { CardSection } from '../../../components/kit';
import { errorMessage } from '../../../lib/error-message';
import { healthQueryOptions } from '../../system';
import { toolsRpc } from '../../wallet';
import { TOOL_SECTION } from '../common/section-looks';
import { AddressCard, ProgramDetailsCard, TokenCard, TransactionCard } from './Reports';

/** The explorer's query types, in the spec's order (default Address). */
export const QUERY_TYPES: readonly { value: ExplorerQueryType; label: string; placeholder: string }[] = [
  { value: 'address', label: 'Address', placeholder: 'Enter a wallet or account address' },
  { value: 'program', label: 'Program', placeholder: 'Enter a program ID' },
  { value: 'transaction', label: 'Transaction', placeholder: 'Enter a transaction signature' },
  { value: 'token', label: 'Token', placeholder: 'Enter a token mint address' },
];

/** A one-line summary of a report for Recent Queries. */
function summarize(report: ExplorerReport): Pick<RecentQuery, 'result' | 'status'> {
  switch (report.kind) {
    case 'not-found':
      return { result: 'Not found', status: 'warning' };
    case 'address':
      return {
        result: report.exists ? `Account · ${report.ownerName ?? 'data'}` : 'History only',
        status: 'success',
      };
    case 'program':
      return { result: report.programName ?? 'Program', status: 'success' };
    case 'transaction':
      return {
        result: report.ok ? 'Success' : 'Failed transaction',
        status: report.ok ? 'success' : 'warning',
      };
    case 'token':
      return { result: report.mint.metadata?.symbol ?? 'Token mint', status: 'success' };
    default: {
      const never: never = report;
      return never;
    }
  }
}

type Submitted = { type: ExplorerQueryType; q: string } | null;

interface ExplorerProps {
  submitted: Submitted;
  onSubmit: (type: ExplorerQueryType, q: string) => void;
  onSettled: (entry: RecentQuery) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  type: ExplorerQueryType;
  onTypeChange: (type: ExplorerQueryType) => void;
}

/**
 * The submitted query's lookup: validated, then read from the chain once the health says which chain this is;
 * each settled result (or failure) is reported once to Recent Queries.
 */
function useExplorerLookup(submitted: Submitted, onSettled: (entry: RecentQuery) => void) {
  const { data: health } = useQuery(healthQueryOptions);
  const valid = submitted
    ? ExplorerQuerySchema.safeParse({ type: submitted.type, query: submitted.q })
    : null;
  const lookup = useQuery({
    queryKey: ['token-tools', 'explore', submitted?.type, submitted?.q, health?.chain.mode] as const,
    queryFn: () =>
      explore(
        toolsRpc,
        { type: submitted?.type ?? 'address', query: submitted?.q ?? '' },
        // Counting a heavy program's accounts is cheap on the localnet only.
        { countHeavyAccounts: health?.chain.mode === 'localnet' },
      ),
    enabled: valid?.success === true && health !== undefined,
    retry: 1,
    staleTime: 10_000,
  });

  // Recorded once per settled result (keyed on its identity), not on every render of the same one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the other inputs belong to that same result.
  useEffect(() => {
    if (!submitted || !valid?.success) return;
    if (lookup.data)
      onSettled({
        type: submitted.type,
        query: submitted.q,
        timestamp: Date.now(),
        ...summarize(lookup.data),
      });
    else if (lookup.isError)
      onSettled({
        type: submitted.type,
        query: submitted.q,
        timestamp: Date.now(),
        result: 'Lookup failed',
        status: 'error',
      });
  }, [lookup.data, lookup.isError]);
  return { health, valid, lookup };
}

/** The query form: type buttons, the input and Search; an empty query is ignored, an invalid one says why. */
function ExplorerForm({
  id,
  submitted,
  onSubmit,
  inputRef,
  type,
  onTypeChange,
}: Omit<ExplorerProps, 'onSettled'> & { id: string }) {
  const [text, setText] = useState(submitted?.q ?? '');
  const [formError, setFormError] = useState<string | null>(null);
  useEffect(() => {
    if (submitted) setText(submitted.q);
  }, [submitted]);
  const current = QUERY_TYPES.find((t) => t.value === type) ?? QUERY_TYPES[0];
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        const q = text.trim();
        if (!q) return; // spec §5: an empty or blank query is ignored
        const parsed = ExplorerQuerySchema.safeParse({ type, query: q });
        if (!parsed.success) {
          setFormError(parsed.error.issues[0]?.message ?? 'Invalid query');
          return;
        }
        setFormError(null);
        onSubmit(type, q);
      }}
    >
      <fieldset className="flex flex-wrap gap-1.5">
        <legend className="sr-only">Query type</legend>
        {QUERY_TYPES.map((t) => (
          <button
            key={t.value}
            type="button"
            aria-pressed={type === t.value}
            onClick={() => {
              onTypeChange(t.value);
              setFormError(null);
            }}
            className={`rounded-lg border px-3 py-1.5 font-medium text-sm transition focus-visible:outline-2 focus-visible:outline-accent ${
              type === t.value
                ? 'border-accent bg-accent text-on-accent'
                : 'border-line bg-surface-2 text-muted hover:text-fg'
            }`}
          >
            {t.label}
          </button>
        ))}
      </fieldset>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-q`} className="sr-only">
          {current?.label} query
        </label>
        <input
          id={`${id}-q`}
          ref={inputRef}
          className="input font-mono"
          placeholder={current?.placeholder}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setFormError(null);
          }}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={formError !== null}
          aria-describedby={`${id}-error`}
        />
        <button type="submit" className="btn-primary sm:w-32">
          Search
        </button>
      </div>
      <p id={`${id}-error`} role="alert" className="min-h-4 text-red-600 text-xs dark:text-red-400">
        {formError ?? ''}
      </p>
    </form>
  );
}

/**
 * The Program Explorer: query type, input, Enter or Search. The submitted query lives in the URL
 * (`?type=…&q=…`), so results are links and Back works; each lookup is a real read of the chain.
 */
export function Explorer({ onSettled, ...form }: ExplorerProps) {
  const id = useId();
  const { submitted } = form;
  const { health, valid, lookup } = useExplorerLookup(submitted, onSettled);
  return (
    <CardSection
      look={TOOL_SECTION.card}
      label="Program Explorer"
      titleId={`${id}-title`}
      aside={<span className="badge bg-surface-2 text-muted">Mainnet &amp; Devnet</span>}
    >
      <ExplorerForm id={id} {...form} />
      {submitted && valid?.success === false && (
        <p role="alert" className="text-red-600 text-sm dark:text-red-400">
          {valid.error.issues[0]?.message}
        </p>
      )}
      {lookup.isFetching && !lookup.data && (
        <p role="status" className="text-muted text-sm">
          Reading the chain…
        </p>
      )}
      {lookup.isError && (
        <p
          role="alert"
          className="rounded-xl border border-red-500/40 bg-red-500/10 p-3 text-red-700 text-sm dark:text-red-300"
        >
          Lookup failed: {errorMessage(lookup.error)}
        </p>
      )}
      {lookup.data && <ReportView report={lookup.data} cluster={health?.chain.cluster} />}
    </CardSection>
  );
}

function ReportView({
  report,
  cluster,
}: {
  report: ExplorerReport;
  cluster: Parameters<typeof AddressCard>[0]['cluster'];
}) {
  switch (report.kind) {
    case 'not-found':
      return (
        <div
          role="status"
          data-testid="explorer-not-found"
          className="rounded-xl border border-amber-500/40 bg-amber-500/10 p-4"
        >
          <p className="font-semibold text-amber-800 dark:text-amber-200">Not found</p>
          <p className="text-sm">{report.reason}</p>
          <p className="mt-1 break-all font-mono text-muted text-xs">{report.query.query}</p>
        </div>
      );
    case 'address':
      return <AddressCard report={report} cluster={cluster} />;
    case 'program':
      return <ProgramDetailsCard report={report} cluster={cluster} />;
    case 'transaction':
      return <TransactionCard report={report} cluster={cluster} />;
    case 'token':
      return <TokenCard mint={report.mint} cluster={cluster} />;
    default: {
      const never: never = report;
      return never;
    }
  }
}
