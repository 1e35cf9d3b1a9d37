import * as Dialog from '@radix-ui/react-dialog';
import type { Instruction, Signature } from '@solana/kit';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { TxLink } from '../burn/TxLink';
import { RISK_CLASSES } from './content';

/** An action waiting for review: what it does, its impact, and how to build its instructions. */
export interface PendingAction {
  title: string;
  summary: { label: string; value: string }[];
  impact: 'high' | 'medium' | 'low';
  type: 'authority' | 'metadata' | 'supply';
  irreversible: boolean;
  build: () => Promise<Instruction[]>;
}

/**
 * The Review and Execute steps: a dialog (focus trapped, Escape closes) that shows exactly what will
 * change, then has the wallet sign and send it and shows the signature.
 */
export function ReviewDialog({
  action,
  onClose,
  execute,
  onPhase,
}: {
  action: PendingAction | null;
  onClose: () => void;
  execute: (action: PendingAction) => Promise<Signature>;
  onPhase: (phase: 'review' | 'execute') => void;
}) {
  const [state, setState] = useState<{
    status: 'idle' | 'sending' | 'done' | 'error';
    signature?: string;
    error?: string;
  }>({
    status: 'idle',
  });
  const close = () => {
    if (state.status === 'sending') return;
    setState({ status: 'idle' });
    onClose();
  };
  return (
    <Dialog.Root open={action !== null} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl border border-line bg-surface p-5 text-fg shadow-2xl">
          {action && (
            <>
              <div className="flex items-start justify-between gap-3">
                <Dialog.Title className="font-semibold text-lg">Review: {action.title}</Dialog.Title>
                <span className={`badge ${RISK_CLASSES[action.impact]}`}>{action.impact} impact</span>
              </div>
              <Dialog.Description className="text-muted text-sm">
                Your wallet will sign this transaction.{' '}
                {action.irreversible ? 'This change cannot be undone.' : 'You can change it again later.'}
              </Dialog.Description>
              <dl className="flex flex-col gap-2 rounded-xl border border-line bg-surface-2 p-3 text-sm">
                {action.summary.map((s) => (
                  <div key={s.label} className="flex flex-wrap justify-between gap-2">
                    <dt className="text-muted">{s.label}</dt>
                    <dd className="break-all font-mono text-xs">{s.value}</dd>
                  </div>
                ))}
              </dl>
              {state.status === 'done' && state.signature && (
                <div
                  role="status"
                  className="flex flex-col gap-1 rounded-xl border border-emerald-500/40 bg-emerald-500/10 p-3 text-sm"
                  data-testid="modify-result"
                >
                  <p className="font-semibold">Done — confirmed on chain.</p>
                  <TxLink signature={state.signature} />
                </div>
              )}
              {state.status === 'error' && (
                <p
                  role="alert"
                  className="rounded-xl border border-red-500/40 bg-red-500/10 p-3 text-red-700 text-sm dark:text-red-300"
                >
                  {state.error}
                </p>
              )}
              <div className="flex flex-wrap justify-end gap-2">
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={close}
                  disabled={state.status === 'sending'}
                >
                  {state.status === 'done' ? 'Close' : 'Cancel'}
                </button>
                {state.status !== 'done' && (
                  <button
                    type="button"
                    className="btn-primary"
                    disabled={state.status === 'sending'}
                    aria-busy={state.status === 'sending'}
                    onClick={async () => {
                      setState({ status: 'sending' });
                      onPhase('execute');
                      try {
                        const signature = await execute(action);
                        setState({ status: 'done', signature });
                      } catch (e) {
                        setState({ status: 'error', error: errorMessage(e) });
                        onPhase('review');
                      }
                    }}
                  >
                    {state.status === 'sending' ? 'Signing…' : 'Sign & Execute'}
                  </button>
                )}
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
