import type { Address } from '@solana/kit';
import { formatCompact, shortenAddress } from '@solpad/core';
import { formatInteger } from '@solpad/core/format';
import { AddressInputSchema } from '@solpad/core/schemas';
import type { MintFacts } from '@solpad/core/token-tools';
import { CardSection, ReadNote } from '../../../components/kit';
import { CopyButton } from '../../../components/ui/CopyButton';
import { useSetAtom } from '../../../lib/store';
import { walletDialogOpenAtom } from '../../wallet';
import { TOOL_SECTION } from '../common/section-looks';
import { DEMO_TOKENS } from './content';
import { EntryForm } from './EntryForm';
import type { ModifyTokenState } from './useModifyToken';

const PICK_CLASS =
  'flex flex-col gap-1 rounded-xl border p-3 text-left transition focus-visible:outline-2 focus-visible:outline-accent';
const pickClass = (active: boolean) =>
  `${PICK_CLASS} ${active ? 'border-accent bg-accent/5' : 'border-line bg-surface-2 hover:border-accent/50'}`;
const programName = (program: MintFacts['program']) => (program === 'token' ? 'SPL Token' : 'Token-2022');

/** Without a wallet: the connect prompt and the two sample tokens. */
function DemoTokenPicker({ state }: { state: ModifyTokenState }) {
  const openWallets = useSetAtom(walletDialogOpenAtom);
  const { demo, demoLoading, pickDemo } = state;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line bg-surface-2 p-3">
        <p className="text-muted text-sm">
          Demo: sample tokens, every control disabled. Connect the token’s authority wallet to act on chain.
        </p>
        <button type="button" className="btn-primary" onClick={() => openWallets(true)}>
          Connect Wallet
        </button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {DEMO_TOKENS.map((t) => (
          <button
            key={t.address}
            type="button"
            aria-pressed={demo?.address === t.address}
            data-testid="demo-token"
            onClick={() => pickDemo(t)}
            className={pickClass(demo?.address === t.address)}
          >
            <span className="flex items-center justify-between gap-2">
              <span className="font-semibold">{t.name}</span>
              <span className="badge bg-surface text-muted">{t.symbol}</span>
            </span>
            <span className="text-muted text-xs">
              Supply {formatCompact(t.supply)} · {formatInteger(t.holders)} holders · MC $
              {formatCompact(t.marketCap)}
            </span>
            <span className="text-subtle text-xs">{t.verified ? 'Verified' : 'Unverified'} · Demo</span>
          </button>
        ))}
      </div>
      {demoLoading && (
        <p role="status" className="text-muted text-sm" data-testid="demo-loading">
          Loading token…
        </p>
      )}
    </>
  );
}

/** The mints the wallet holds an authority over, each a button that selects it. */
function AuthorityMintList({ state }: { state: ModifyTokenState }) {
  const { authorityMints, selected, setSelected } = state;
  return (
    <>
      <ReadNote query={authorityMints} loading="Finding the mints your wallet controls…" />
      {authorityMints.data?.length === 0 && (
        <p className="text-muted text-sm">
          No token your wallet holds has it as mint, freeze or metadata authority. Paste a mint address below.
        </p>
      )}
      {authorityMints.data && authorityMints.data.length > 0 && (
        <div className="grid gap-2 sm:grid-cols-2">
          {authorityMints.data.map((m) => (
            <button
              key={m.address}
              type="button"
              data-testid="authority-mint"
              data-mint={m.address}
              aria-pressed={selected === m.address}
              onClick={() => setSelected(m.address)}
              className={pickClass(selected === m.address)}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="truncate font-semibold">
                  {m.metadata ? `${m.metadata.name}` : shortenAddress(m.address, 6)}
                </span>
                <span className="badge bg-surface text-muted">{programName(m.program)}</span>
              </span>
              <span className="truncate font-mono text-muted text-xs">{m.address}</span>
            </button>
          ))}
        </div>
      )}
    </>
  );
}

/** "Or paste any mint address": validates the address, then selects it. */
function PasteMintForm({ id, state }: { id: string; state: ModifyTokenState }) {
  const { paste, setSelected } = state;
  return (
    <EntryForm
      inputId={`${id}-paste`}
      label="Or paste any mint address"
      input={{
        value: paste.value,
        onChange: (e) => paste.setValue(e.target.value),
        placeholder: 'Mint address',
        autoComplete: 'off',
        spellCheck: false,
      }}
      action="Load mint"
      error={paste.error}
      onSubmit={() => {
        const parsed = AddressInputSchema.safeParse(paste.value);
        if (!parsed.success) return paste.setError('Enter a mint address (base58)');
        paste.setError(null);
        setSelected(parsed.data as Address);
      }}
    />
  );
}

/** With a wallet: its authority mints, the paste form, and how reading the selected mint went. */
function LiveMintPicker({ id, state }: { id: string; state: ModifyTokenState }) {
  const { selected, mint } = state;
  return (
    <>
      <AuthorityMintList state={state} />
      <PasteMintForm id={id} state={state} />
      {selected && <ReadNote query={mint} loading="Reading the mint…" />}
      {selected && mint.data === null && (
        <p role="alert" className="text-amber-700 text-sm dark:text-amber-300">
          Not found: no SPL Token or Token-2022 mint at this address.
        </p>
      )}
    </>
  );
}

/** The selected mint's address, program and decimals. */
function SelectedMintFacts({ facts }: { facts: MintFacts }) {
  return (
    <dl
      className="grid gap-3 rounded-xl border border-line bg-surface-2 p-3 text-sm sm:grid-cols-4"
      data-testid="selected-mint"
    >
      <div className="min-w-0 sm:col-span-2">
        <dt className="stat-label">Mint</dt>
        <dd className="truncate font-mono text-xs" title={facts.address}>
          {facts.address}
        </dd>
      </div>
      <div>
        <dt className="stat-label">Program</dt>
        <dd>{programName(facts.program)}</dd>
      </div>
      <div>
        <dt className="stat-label">Decimals</dt>
        <dd>{facts.decimals}</dd>
      </div>
    </dl>
  );
}

/** The "Select Token" card: the demo's sample tokens, or the wallet's mints and a paste field. */
export function SelectTokenSection({ id, state }: { id: string; state: ModifyTokenState }) {
  const { connection, demoMode, facts } = state;
  return (
    <CardSection
      look={TOOL_SECTION.card}
      label="Select Token"
      titleId={`${id}-select`}
      aside={
        connection && (
          <span className="flex min-w-0 items-center gap-2 text-muted text-xs">
            <span
              className="truncate font-mono"
              data-testid="modify-wallet-address"
              title={connection.address}
            >
              {shortenAddress(connection.address, 6)}
            </span>
            <CopyButton text={connection.address} label="Copy address" variant="text" />
          </span>
        )
      }
    >
      {demoMode && <DemoTokenPicker state={state} />}
      {!demoMode && <LiveMintPicker id={id} state={state} />}
      {facts && <SelectedMintFacts facts={facts} />}
    </CardSection>
  );
}
