import { shortenAddress } from '@solpad/core/format';
import { Link } from '@tanstack/react-router';
import { DetailRow } from '../../components/kit';
import { CopyButton } from '../../components/ui/CopyButton';
import { bpsText } from './format';
import type { useWriteAccess } from './session';

/** A progress bar with an accessible value (bps of 10 000). */
export function Progress({ label, bps, marker }: { label: string; bps: number; marker?: number }) {
  const pct = Math.min(100, Math.max(0, bps / 100));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(pct)}
      aria-valuetext={bpsText(bps)}
      className="relative h-2.5 w-full overflow-hidden rounded-full bg-surface-2 ring-1 ring-line"
    >
      <div className="h-full rounded-full bg-accent" style={{ width: `${pct}%` }} />
      {marker !== undefined && (
        <div
          aria-hidden="true"
          className="absolute top-0 h-full w-0.5 bg-amber-500"
          style={{ left: `${Math.min(100, marker / 100)}%` }}
        />
      )}
    </div>
  );
}

/** Where the visitor stands for writes: a one-line notice with the one button that fixes it. */
export function AccessNotice({
  access,
  action,
}: {
  access: ReturnType<typeof useWriteAccess>;
  action: string;
}) {
  if (access.state === 'ready')
    return (
      <p className="text-muted text-sm" data-testid="signed-in-as">
        Signed in as <span className="font-mono text-fg">{shortenAddress(access.signedInAs ?? '')}</span>
      </p>
    );
  return (
    <div
      role="note"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm"
    >
      <span className="min-w-0 flex-1">
        {access.state === 'disconnected'
          ? `Connect a wallet and sign in with it to ${action}.`
          : `Sign in with your wallet (a free signature, no transaction) to ${action}.`}
      </span>
      <button
        type="button"
        className="btn-secondary"
        disabled={access.signingIn}
        onClick={() => void access.ensure().catch(() => undefined)}
      >
        {access.state === 'disconnected'
          ? 'Connect wallet'
          : access.signingIn
            ? 'Signing in…'
            : 'Sign in with wallet'}
      </button>
    </div>
  );
}

/** What a marketing record says of its token. */
type TokenRef = { mint: string; name: string | null; symbol: string | null };

/** A token's name and symbol, or its shortened mint. */
export function TokenLabel({ token }: { token: TokenRef }) {
  return (
    <span className="min-w-0">
      {token.name ? (
        <>
          <span className="font-medium">{token.name}</span>
          {token.symbol && <span className="ml-1 text-muted">({token.symbol})</span>}
        </>
      ) : (
        <span className="font-mono">{shortenAddress(token.mint)}</span>
      )}
    </span>
  );
}

/** A details list's row of a wallet (the owner, the creator): its address, shortened, in the monospace font. */
export function AddressRow({ label, address }: { label: string; address: string }) {
  return (
    <DetailRow label={label} className="font-mono">
      {shortenAddress(address)}
    </DetailRow>
  );
}

/** A details list's Token row: the token (`linked` to its page) and a button that copies its mint. */
export function TokenRow({
  token,
  linked = false,
  copyLabel = 'Copy token mint',
}: {
  token: TokenRef;
  linked?: boolean;
  copyLabel?: string;
}) {
  return (
    <DetailRow label="Token" className="flex min-w-0 flex-wrap items-center gap-2">
      {linked ? (
        <Link to="/token/$id" params={{ id: token.mint }} className="hover:underline">
          <TokenLabel token={token} />
        </Link>
      ) : (
        <TokenLabel token={token} />
      )}
      <CopyButton text={token.mint} label={copyLabel} />
    </DetailRow>
  );
}
