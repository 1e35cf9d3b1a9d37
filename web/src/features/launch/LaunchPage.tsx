import { generateKeyPairSigner } from '@solana/kit';
import { isAppError } from '@solpad/core/errors';
import { LAUNCH_DESCRIPTION_MAX, LAUNCH_NAME_MAX, LAUNCH_SYMBOL_MAX } from '@solpad/core/launch';
import { walletSignAndSend } from '@solpad/core/wallet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { useAtom, useAtomValue, useSetAtom } from '../../lib/store';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { healthQueryOptions } from '../system';
import { disconnectWalletAtom, walletChainFor, walletConnectionAtom, walletDialogOpenAtom } from '../wallet';
import { CostSummary } from './CostSummary';
import { describedBy, Field } from './Field';
import {
  EMPTY_DRAFT,
  estimateLaunchCost,
  type FieldErrors,
  type LaunchDraft,
  type LaunchField,
  launchDraftAtom,
  validateDraft,
} from './form';
import { type ChosenImage, ImageField } from './ImageField';
import { type LaunchStep, runLaunch } from './launch-flow';
import { PlatformPicker } from './PlatformPicker';
import { ScannerPreview } from './ScannerPreview';
import { useVanityGrinder } from './useVanityGrinder';
import { VanityField } from './VanityField';

const STEP_TEXT: Record<LaunchStep, string> = {
  upload: 'Uploading image…',
  prepare: 'Preparing transaction…',
  sign: 'Waiting for your wallet…',
  confirm: 'Confirming on chain…',
};

/** Field order, for focusing the first field with an error. */
const FIELD_IDS: [LaunchField, string][] = [
  ['name', 'launch-name'],
  ['symbol', 'launch-symbol'],
  ['description', 'launch-description'],
  ['image', 'launch-image'],
  ['website', 'launch-website'],
  ['x', 'launch-x'],
  ['telegram', 'launch-telegram'],
  ['initialBuySol', 'launch-buy'],
  ['vanitySuffix', 'launch-vanity'],
];

/** Token launch (`/launch`): the form, the platform cards, the cost, and the real launch transaction. */
export function LaunchPage() {
  useDocumentTitle('Launch a Token');
  const [draft, setDraft] = useAtom(launchDraftAtom);
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [step, setStep] = useState<LaunchStep | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const vanity = useVanityGrinder();
  const connection = useAtomValue(walletConnectionAtom);
  const openWallets = useSetAtom(walletDialogOpenAtom);
  const disconnect = useSetAtom(disconnectWalletAtom);
  const { data: health } = useQuery(healthQueryOptions);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof LaunchDraft>(key: K, value: LaunchDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // A corrected field loses its message at once; the others keep theirs until the next submit.
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };

  const launch = useMutation({
    mutationFn: async () => {
      const checked = validateDraft(draft);
      if (!checked.ok) throw new Error('invalid');
      if (!connection) throw new Error('not connected');
      const suffix = draft.vanitySuffix.trim();
      const mint =
        suffix && vanity.state.status === 'found' && vanity.state.suffix === suffix
          ? vanity.state.signer
          : await generateKeyPairSigner();
      const chain = walletChainFor(health?.chain.cluster, connection.account);
      return runLaunch(checked.value, {
        creator: connection.address,
        mint,
        image: image?.file ?? null,
        signAndSend: walletSignAndSend(connection.wallet, connection.account, chain),
        onStep: setStep,
      });
    },
    onSuccess: async ({ mint, token }) => {
      setStep(null);
      toast({
        title: 'Token launched',
        description: `${token.name} (${token.symbol}) is trading on its bonding curve`,
      });
      setDraft(EMPTY_DRAFT);
      setImage(null);
      vanity.reset();
      void queryClient.invalidateQueries();
      await navigate({
        to: '/tokens/$chain/$dex/$address',
        params: { chain: 'solana', dex: 'pump', address: mint },
      });
    },
    onError: (e) => {
      setStep(null);
      if (isAppError(e, 'TX__WALLET_DISCONNECTED') && e.context.resetWallet) void disconnect();
      const message = errorMessage(e);
      setFailure(message);
      toast({ title: 'Launch failed', description: message, variant: 'destructive' });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = validateDraft(draft);
    const suffix = draft.vanitySuffix.trim();
    const next: FieldErrors = checked.ok ? {} : { ...checked.errors };
    if (errors.image) next.image = errors.image;
    if (suffix && !next.vanitySuffix && !(vanity.state.status === 'found' && vanity.state.suffix === suffix))
      next.vanitySuffix =
        vanity.state.status === 'grinding'
          ? 'Vanity suffix: wait for the address to be found, or cancel the search'
          : 'Vanity suffix: press Find address first, or clear the suffix';
    const buy = estimateLaunchCost(draft).buyLamports;
    if (buy > 0n && !next.initialBuySol && buy < 1000n)
      next.initialBuySol = 'Initial buy must be at least 0.000001 SOL';
    setErrors(next);
    const first = FIELD_IDS.find(([field]) => next[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`#${first[1]}`)?.focus();
      return;
    }
    if (!connection) {
      openWallets(true);
      return;
    }
    launch.mutate();
  }

  const busy = launch.isPending;
  const cost = estimateLaunchCost(draft);
  const errorCount = Object.values(errors).filter(Boolean).length;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <div className="text-subtle text-xs uppercase tracking-wider">Solana</div>
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Launch a Token</h1>
        <p className="max-w-2xl text-muted">
          Create a Token-2022 token with its metadata on chain: the whole supply of 1,000,000,000 goes to its
          bonding curve, the mint authority is revoked, and trading starts the moment the transaction lands.
        </p>
      </header>

      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        aria-label="Launch a token"
        className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
      >
        <div className="flex min-w-0 flex-col gap-6">
          <section className="card flex flex-col gap-4" aria-labelledby="launch-details">
            <h2 id="launch-details" className="font-semibold">
              Token details
            </h2>
            <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
              <Field
                id="launch-name"
                label="Name"
                error={errors.name}
                counter={`${draft.name.length}/${LAUNCH_NAME_MAX}`}
              >
                <input
                  id="launch-name"
                  className="input"
                  value={draft.name}
                  onChange={(e) => set('name', e.target.value)}
                  placeholder="Lantern Cat"
                  autoComplete="off"
                  disabled={busy}
                  {...describedBy('launch-name', errors.name, false)}
                />
              </Field>
              <Field
                id="launch-symbol"
                label="Symbol"
                error={errors.symbol}
                counter={`${draft.symbol.length}/${LAUNCH_SYMBOL_MAX}`}
              >
                <input
                  id="launch-symbol"
                  className="input font-mono uppercase placeholder:normal-case"
                  value={draft.symbol}
                  onChange={(e) => set('symbol', e.target.value)}
                  placeholder="LCAT"
                  autoComplete="off"
                  spellCheck={false}
                  disabled={busy}
                  {...describedBy('launch-symbol', errors.symbol, false)}
                />
              </Field>
            </div>
            <Field
              id="launch-description"
              label="Description"
              error={errors.description}
              counter={`${draft.description.length}/${LAUNCH_DESCRIPTION_MAX}`}
            >
              <textarea
                id="launch-description"
                className="input min-h-24 resize-y"
                value={draft.description}
                onChange={(e) => set('description', e.target.value)}
                placeholder="What is this token about?"
                disabled={busy}
                {...describedBy('launch-description', errors.description, false)}
              />
            </Field>
            <ImageField
              image={image}
              onChange={setImage}
              error={errors.image}
              onError={(message) => setErrors((e) => ({ ...e, image: message }))}
              disabled={busy}
            />
          </section>

          <section className="card flex flex-col gap-4" aria-labelledby="launch-links">
            <h2 id="launch-links" className="font-semibold">
              Links <span className="font-normal text-sm text-subtle">(optional)</span>
            </h2>
            <div className="grid gap-4 md:grid-cols-3">
              {(
                [
                  ['website', 'launch-website', 'Website', 'https://…'],
                  ['x', 'launch-x', 'X', 'https://x.com/…'],
                  ['telegram', 'launch-telegram', 'Telegram', 'https://t.me/…'],
                ] as const
              ).map(([key, id, label, placeholder]) => (
                <Field key={key} id={id} label={label} error={errors[key]}>
                  <input
                    id={id}
                    type="url"
                    inputMode="url"
                    className="input"
                    value={draft[key]}
                    onChange={(e) => set(key, e.target.value)}
                    placeholder={placeholder}
                    autoComplete="off"
                    disabled={busy}
                    {...describedBy(id, errors[key], false)}
                  />
                </Field>
              ))}
            </div>
          </section>

          <section className="card" aria-label="Launch platform">
            <PlatformPicker value={draft.platform} onChange={(id) => set('platform', id)} disabled={busy} />
          </section>

          <section className="card flex flex-col gap-5" aria-labelledby="launch-options">
            <h2 id="launch-options" className="font-semibold">
              Options
            </h2>
            <Field
              id="launch-buy"
              label={
                <>
                  Initial buy in SOL <span className="font-normal text-subtle">(optional)</span>
                </>
              }
              error={errors.initialBuySol}
              hint="Be the first buyer on your own curve, in the same transaction as the launch (1 % trading fee included)."
            >
              <input
                id="launch-buy"
                className="input max-w-48 tabular-nums"
                inputMode="decimal"
                value={draft.initialBuySol}
                onChange={(e) => set('initialBuySol', e.target.value)}
                placeholder="0.0"
                autoComplete="off"
                disabled={busy}
                {...describedBy('launch-buy', errors.initialBuySol, true)}
              />
            </Field>
            <VanityField
              suffix={draft.vanitySuffix}
              onSuffix={(s) => {
                set('vanitySuffix', s);
                if (vanity.state.status === 'found' || vanity.state.status === 'error') vanity.reset();
              }}
              state={vanity.state}
              onStart={() => vanity.start(draft.vanitySuffix.trim())}
              onCancel={vanity.cancel}
              error={errors.vanitySuffix}
              disabled={busy}
            />
          </section>

          <ScannerPreview
            mint={
              vanity.state.status === 'found' && vanity.state.suffix === draft.vanitySuffix.trim()
                ? vanity.state.signer.address
                : null
            }
          />
        </div>

        <aside className="card flex flex-col gap-4 lg:sticky lg:top-20" aria-labelledby="launch-cost-title">
          <h2 id="launch-cost-title" className="font-semibold">
            Cost
          </h2>
          <CostSummary
            platform={draft.platform}
            buyLamports={cost.buyLamports}
            name={draft.name}
            symbol={draft.symbol}
          />
          {errorCount > 0 && (
            <p className="text-red-600 text-sm dark:text-red-400" role="alert">
              {errorCount === 1 ? 'One field needs' : `${errorCount} fields need`} attention.
            </p>
          )}
          {failure && (
            <p
              className="rounded-xl border border-red-500/40 bg-red-500/10 p-3 text-red-700 text-sm dark:text-red-300"
              role="alert"
              data-testid="launch-failure"
            >
              {failure}
            </p>
          )}
          <button
            type="submit"
            className="btn-primary w-full py-3"
            disabled={busy}
            aria-describedby="launch-status"
          >
            {busy && step ? STEP_TEXT[step] : connection ? 'Launch Token' : 'Connect Wallet to Launch'}
          </button>
          <p id="launch-status" className="text-subtle text-xs" aria-live="polite">
            {busy && step
              ? STEP_TEXT[step]
              : connection
                ? 'Your wallet signs one transaction: the mint, its metadata, the curve and the fee.'
                : 'Connect a wallet to launch; your form stays as it is.'}
          </p>
        </aside>
      </form>
    </div>
  );
}
