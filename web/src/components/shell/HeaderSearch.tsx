import { shortenAddress } from '@solpad/core/format';
import { isSolanaAddressText } from '@solpad/core/navigation';
import type { TokenSummary } from '@solpad/core/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useQuote } from '../../features/quote/quote';
import { tokenPath } from '../../features/tokens/format';
import { liveTokenOf } from '../../features/tokens/list-model';
import { TokenAvatar } from '../../features/tokens/TokenAvatar';
import { getJson } from '../../lib/query-client';
import { fetchValidated } from '../../lib/schemas';
import { useDebounced } from '../../lib/useDebounced';
import { Icon } from './Icon';

/** How many tokens the search lists. */
const RESULTS = 8;
/** Typing pauses this long before the search asks the API. */
const DEBOUNCE_MS = 150;

/** One choice of the result list: a token page, or the scanner for an address that is not a token listed here. */
type Choice = { kind: 'token'; token: TokenSummary } | { kind: 'scan'; address: string };

/** `/` focuses the search from anywhere except a field the user is typing in. */
function useSlashFocus(input: React.RefObject<HTMLInputElement | null>, open: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      const t = e.target as HTMLElement | null;
      if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return;
      e.preventDefault();
      open();
      requestAnimationFrame(() => input.current?.focus());
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [input, open]);
}

/** The tokens matching `term`, largest market cap first; validated with the lazily loaded schema chunk. */
function searchTokens(term: string, signal: AbortSignal): Promise<TokenSummary[]> {
  const params = new URLSearchParams({ search: term, sort: 'marketCap', limit: String(RESULTS) });
  return fetchValidated(
    () => getJson(`/api/tokens?${params}`, signal),
    'tokens',
    (s) => s.TokenListResponseSchema,
  ).then((r) => r.tokens);
}

/** What the typed text finds (debounced): the matching tokens, and the scanner for an address not listed here. */
function useSearchChoices(text: string) {
  const term = useDebounced(text.trim(), DEBOUNCE_MS);

  const results = useQuery<TokenSummary[]>({
    queryKey: ['tokens', 'search', term],
    queryFn: ({ signal }) => searchTokens(term, signal),
    enabled: term.length > 0,
    staleTime: 5_000,
    placeholderData: keepPreviousData,
  });

  const tokens = term ? (results.data ?? []) : [];
  const choices: Choice[] = tokens.map((token) => ({ kind: 'token', token }));
  if (isSolanaAddressText(term) && !tokens.some((t) => t.address === term))
    choices.push({ kind: 'scan', address: term });
  return { term, results, choices };
}

/** A choice's row: the token (avatar, symbol, name, price and market cap), or "Scan … in the token scanner". */
function ChoiceContent({ choice }: { choice: Choice }) {
  const { price, value } = useQuote();
  return choice.kind === 'token' ? (
    <>
      <TokenAvatar image={choice.token.image} symbol={choice.token.symbol} size={28} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium text-sm">{choice.token.symbol}</span>
        <span className="truncate text-subtle text-xs">
          {choice.token.name} · {shortenAddress(choice.token.address)}
        </span>
      </span>
      <span className="flex flex-col items-end text-xs tabular-nums">
        <span>{price(choice.token.priceSol)}</span>
        <span className="text-subtle">MC {value(liveTokenOf(choice.token).marketCapSol)}</span>
      </span>
    </>
  ) : (
    <span className="flex min-w-0 flex-1 items-center gap-2 text-sm">
      <Icon name="shield" className="size-4 text-accent" />
      <span className="truncate">Scan {shortenAddress(choice.address)} in the token scanner</span>
    </span>
  );
}

/** The result list: each choice an option (mousedown chooses, hover makes it active), or why there is none. */
function SearchResults({
  listId,
  choices,
  active,
  setActive,
  choose,
  searching,
  term,
}: {
  listId: string;
  choices: Choice[];
  active: number;
  setActive: (i: number) => void;
  choose: (choice: Choice) => void;
  searching: boolean;
  term: string;
}) {
  return (
    <div
      id={listId}
      role="listbox"
      aria-label="Tokens found"
      className="absolute inset-x-0 top-full mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-line bg-surface p-1 shadow-xl"
    >
      {choices.map((choice, i) => (
        <div
          key={choice.kind === 'token' ? choice.token.address : 'scan'}
          id={`${listId}-${i}`}
          role="option"
          tabIndex={-1}
          aria-selected={i === active}
          // mousedown, not click: the input's blur would close the list before a click lands.
          onMouseDown={(e) => {
            e.preventDefault();
            choose(choice);
          }}
          onMouseEnter={() => setActive(i)}
          className={`flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 ${i === active ? 'bg-surface-2' : ''}`}
        >
          <ChoiceContent choice={choice} />
        </div>
      ))}
      {choices.length === 0 && (
        <p className="px-3 py-3 text-muted text-sm">
          {searching ? 'Searching…' : `No token matches “${term}”`}
        </p>
      )}
    </div>
  );
}

/**
 * The header's token search (name, symbol or mint), on every page: the API's `search` filter, the largest market
 * caps first; arrows move, Enter opens, Escape closes. On a phone it opens from an icon over the header.
 */
export function HeaderSearch() {
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const navigate = useNavigate();
  const { term, results, choices } = useSearchChoices(text);
  const showList = focused && term.length > 0;

  useSlashFocus(input, () => setExpanded(true));

  const close = () => {
    setText('');
    setExpanded(false);
    input.current?.blur();
  };
  const choose = (choice: Choice | undefined) => {
    if (!choice) return;
    close();
    if (choice.kind === 'token') void navigate({ to: tokenPath(choice.token.address, choice.token.venue) });
    else void navigate({ to: '/tools/scanner', search: { type: 'token', q: choice.address } });
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (choices.length)
        setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : -1) + choices.length) % choices.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      choose(choices[active]);
    } else if (e.key === 'Escape') {
      close();
    }
  };

  return (
    <search className="contents">
      <button
        type="button"
        className="inline-flex items-center justify-center rounded-xl text-muted transition hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-accent size-9 md:hidden"
        aria-label="Find a token"
        onClick={() => {
          setExpanded(true);
          requestAnimationFrame(() => input.current?.focus());
        }}
      >
        <Icon name="search" className="size-4" />
      </button>
      <div
        data-testid="header-search"
        className={`${expanded ? 'absolute inset-x-0 top-0 z-50 flex h-14 items-center gap-2 bg-app px-3' : 'hidden'} md:relative md:flex md:h-auto md:w-80 md:bg-transparent md:px-0 lg:w-96`}
      >
        <div className="relative min-w-0 flex-1">
          <Icon
            name="search"
            className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-subtle"
          />
          <input
            ref={input}
            type="search"
            role="combobox"
            aria-label="Find a token"
            aria-description="By name, symbol or mint; press / from any page"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && choices[active] ? `${listId}-${active}` : undefined}
            aria-autocomplete="list"
            autoComplete="off"
            spellCheck={false}
            placeholder="Search name, symbol or mint"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setActive(0);
            }}
            onFocus={() => setFocused(true)}
            onBlur={() => {
              setFocused(false);
              setExpanded(false);
            }}
            onKeyDown={onKeyDown}
            className="input h-9 w-full pr-8 pl-9 text-sm"
          />
          <kbd
            title="Press / to search"
            className="-translate-y-1/2 absolute top-1/2 right-2.5 hidden rounded border border-line px-1.5 font-mono text-subtle text-xs md:block"
          >
            /
          </kbd>
          {showList && (
            <SearchResults
              listId={listId}
              choices={choices}
              active={active}
              setActive={setActive}
              choose={choose}
              searching={results.isFetching || term !== text.trim()}
              term={term}
            />
          )}
        </div>
        {expanded && (
          <button
            type="button"
            className="inline-flex items-center justify-center rounded-xl text-muted transition hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-accent h-9 px-2 text-sm md:hidden"
            onMouseDown={close}
          >
            Cancel
          </button>
        )}
      </div>
    </search>
  );
}
