import { shortenAddress } from '@solpad/core';
import { formatInteger } from '@solpad/core/format';
import { Field, fieldAria } from '../../components/kit';
import { lastVanityRate, type VanityState } from './useVanityGrinder';
import {
  expectedVanityAttempts,
  expectedVanitySeconds,
  formatDuration,
  VANITY_SUFFIX_MAX,
  vanitySuffixError,
} from './vanity';

const count = (n: number) => formatInteger(Math.round(n));

/**
 * Optional vanity mint address: a base58 suffix, ground in a Web Worker with Ed25519 keys (progress, rate and
 * the expected time; Cancel stops the worker). The found key signs as the mint.
 */
export function VanityField({
  suffix,
  onSuffix,
  state,
  onStart,
  onCancel,
  error,
  disabled,
}: {
  suffix: string;
  onSuffix(s: string): void;
  state: VanityState;
  onStart(): void;
  onCancel(): void;
  error?: string;
  disabled?: boolean;
}) {
  const id = 'launch-vanity';
  const trimmed = suffix.trim();
  const ownError = trimmed ? vanitySuffixError(trimmed) : null;
  const shownError = error ?? (ownError ? `Vanity suffix ${ownError}` : undefined);
  const grinding = state.status === 'grinding';
  const rate = grinding && state.progress ? state.progress.rate : lastVanityRate();
  const eta = trimmed && !ownError ? expectedVanitySeconds(trimmed, rate) : null;
  return (
    <div className="flex flex-col gap-3">
      <Field
        id={id}
        label={
          <>
            Vanity address suffix <span className="font-normal text-subtle">(optional)</span>
          </>
        }
        error={shownError}
        hint={`The mint address ends with these characters (base58, up to ${VANITY_SUFFIX_MAX}; case-sensitive). Each character makes the search 58 times longer.`}
      >
        <div className="flex flex-wrap gap-2">
          <input
            className="input max-w-48 font-mono"
            value={suffix}
            autoComplete="off"
            spellCheck={false}
            placeholder="e.g. pump"
            disabled={disabled || grinding}
            onChange={(e) => onSuffix(e.target.value)}
            {...fieldAria(id, shownError, true)}
          />
          {grinding ? (
            <button type="button" className="btn-secondary" onClick={onCancel}>
              Cancel
            </button>
          ) : (
            <button
              type="button"
              className="btn-secondary"
              onClick={onStart}
              disabled={
                disabled ||
                !trimmed ||
                ownError !== null ||
                (state.status === 'found' && state.suffix === trimmed)
              }
            >
              Find address
            </button>
          )}
        </div>
      </Field>
      {trimmed && !ownError && state.status !== 'found' && (
        <p className="text-muted text-xs" data-testid="vanity-estimate">
          Expected ≈ {count(expectedVanityAttempts(trimmed))} keys
          {eta !== null ? `, ${formatDuration(eta)} at ${count(rate)} keys/s` : ''}.
        </p>
      )}
      <div aria-live="polite" className="text-sm">
        {grinding && (
          <p className="flex flex-wrap items-center gap-2 text-muted" data-testid="vanity-progress">
            <span className="size-2 animate-pulse rounded-full bg-accent" aria-hidden="true" />
            Searching for …{state.suffix}: {count(state.progress?.attempts ?? 0)} keys tried
            {state.progress ? ` · ${count(state.progress.rate)} keys/s` : ''}
          </p>
        )}
        {state.status === 'found' && (
          <p className="flex flex-wrap items-center gap-2" data-testid="vanity-found">
            <span className="text-emerald-600 dark:text-emerald-400" aria-hidden="true">
              ✓
            </span>
            Mint address found after {count(state.attempts)} keys:
            <code className="break-all font-mono text-xs">{shortenAddress(state.signer.address, 6)}</code>
          </p>
        )}
        {state.status === 'error' && (
          <p className="text-red-600 dark:text-red-400" role="alert">
            {state.message}
          </p>
        )}
      </div>
    </div>
  );
}
