import { generateKeyPairSigner } from '@solana/kit';
import { isAppError } from '@solpad/core/errors';
import { walletSignAndSend } from '@solpad/core/wallet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { useAtom, useAtomValue, useSetAtom } from '../../lib/store';
import { toast } from '../../lib/toast';
import { healthQueryOptions } from '../system';
import { disconnectWalletAtom, walletChainFor, walletConnectionAtom, walletDialogOpenAtom } from '../wallet';
import {
  EMPTY_DRAFT,
  estimateLaunchCost,
  type FieldErrors,
  type LaunchDraft,
  type LaunchField,
  launchDraftAtom,
  validateDraft,
} from './form';
import type { ChosenImage } from './ImageField';
import { type LaunchStep, runLaunch } from './launch-flow';
import { useVanityGrinder, type VanityState } from './useVanityGrinder';

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

/**
 * The errors a submit shows: the draft's own, the image's (kept from when it was chosen), a vanity suffix whose
 * address is not found yet, and an initial buy below one lamport-visible step.
 */
export function submitErrors(
  draft: LaunchDraft,
  imageError: string | undefined,
  vanity: VanityState,
): FieldErrors {
  const checked = validateDraft(draft);
  const suffix = draft.vanitySuffix.trim();
  const next: FieldErrors = checked.ok ? {} : { ...checked.errors };
  if (imageError) next.image = imageError;
  if (suffix && !next.vanitySuffix && !(vanity.status === 'found' && vanity.suffix === suffix))
    next.vanitySuffix =
      vanity.status === 'grinding'
        ? 'Vanity suffix: wait for the address to be found, or cancel the search'
        : 'Vanity suffix: press Find address first, or clear the suffix';
  const buy = estimateLaunchCost(draft).buyLamports;
  if (buy > 0n && !next.initialBuySol && buy < 1000n)
    next.initialBuySol = 'Initial buy must be at least 0.000001 SOL';
  return next;
}

/** The launch itself: a mint (the vanity one when found), the flow's steps, then the token's page. */
function useLaunchMutation(
  draft: LaunchDraft,
  image: ChosenImage | null,
  vanity: ReturnType<typeof useVanityGrinder>,
  on: { step: (s: LaunchStep | null) => void; failure: (f: string) => void; launched: () => void },
) {
  const connection = useAtomValue(walletConnectionAtom);
  const disconnect = useSetAtom(disconnectWalletAtom);
  const { data: health } = useQuery(healthQueryOptions);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
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
        onStep: on.step,
      });
    },
    onSuccess: async ({ mint, token }) => {
      on.step(null);
      toast({
        title: 'Token launched',
        description: `${token.name} (${token.symbol}) is trading on its bonding curve`,
      });
      on.launched();
      void queryClient.invalidateQueries();
      await navigate({
        to: '/tokens/$chain/$dex/$address',
        params: { chain: 'solana', dex: 'pump', address: mint },
      });
    },
    onError: (e) => {
      on.step(null);
      if (isAppError(e, 'TX__WALLET_DISCONNECTED') && e.context.resetWallet) void disconnect();
      const message = errorMessage(e);
      on.failure(message);
      toast({ title: 'Launch failed', description: message, variant: 'destructive' });
    },
  });
}

/** The launch form's state: the draft (kept across visits), the image, errors, the vanity grinder and the launch. */
export function useLaunchForm() {
  const [draft, setDraft] = useAtom(launchDraftAtom);
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [step, setStep] = useState<LaunchStep | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const vanity = useVanityGrinder();
  const connection = useAtomValue(walletConnectionAtom);
  const openWallets = useSetAtom(walletDialogOpenAtom);
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof LaunchDraft>(key: K, value: LaunchDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // A corrected field loses its message at once; the others keep theirs until the next submit.
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };

  const launch = useLaunchMutation(draft, image, vanity, {
    step: setStep,
    failure: setFailure,
    launched: () => {
      setDraft(EMPTY_DRAFT);
      setImage(null);
      vanity.reset();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const next = submitErrors(draft, errors.image, vanity.state);
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

  return {
    draft,
    set,
    image,
    setImage,
    errors,
    setErrors,
    step,
    failure,
    vanity,
    connection,
    formRef,
    submit,
    busy: launch.isPending,
    cost: estimateLaunchCost(draft),
    errorCount: Object.values(errors).filter(Boolean).length,
  };
}

export type LaunchForm = ReturnType<typeof useLaunchForm>;
