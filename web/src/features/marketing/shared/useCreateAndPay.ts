import type { PreparedPayment } from '@solpad/core/schemas';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { usePayPrepared } from '../session';
import { useWrite } from './useWrite';

/** Where a create that pays on chain stands: creating the record, waiting for the wallet, confirming. */
type PayStep = 'create' | 'sign' | 'confirm';

/** What such a create came to: paid, or created but not paid (the record's page offers to pay again). */
export type PaidOutcome = { id: string; paid: true } | { id: string; paid: false; error: string };

/**
 * A create that pays on chain (a campaign's budget, a presale's deposit): create the record, let the wallet pay
 * what the API prepared, confirm it. `stepText` is the submit button's text meanwhile; `failure`, why it failed.
 */
export function useCreateAndPay<B>({
  create,
  signing,
  confirm,
  onDone,
}: {
  create: (body: B) => Promise<{ id: string; payment: PreparedPayment }>;
  /** What the submit button says while the wallet is asked to sign the payment. */
  signing: string;
  confirm: (id: string, signature: string) => Promise<unknown>;
  onDone: (outcome: PaidOutcome) => void;
}) {
  const pay = usePayPrepared();
  const [step, setStep] = useState<PayStep | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useWrite({
    mutationFn: async (body: B): Promise<PaidOutcome> => {
      setStep('create');
      const { id, payment } = await create(body);
      try {
        setStep('sign');
        const signature = await pay(payment);
        setStep('confirm');
        await confirm(id, signature);
        return { id, paid: true };
      } catch (e) {
        // The record exists, unpaid: its page offers to pay again.
        return { id, paid: false, error: errorMessage(e) };
      }
    },
    onMutate: () => setFailure(null),
    onSettled: () => setStep(null),
    onSuccess: onDone,
    onError: (e) => setFailure(errorMessage(e)),
  });
  const busy: Record<PayStep, string> = {
    create: 'Creating…',
    sign: signing,
    confirm: 'Confirming on chain…',
  };
  /** The submit button's text while the create runs (null when idle). */
  const stepText = step ? busy[step] : null;
  return { mutation, stepText, failure };
}
