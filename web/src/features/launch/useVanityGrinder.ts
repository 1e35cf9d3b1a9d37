import { createKeyPairSignerFromBytes, type KeyPairSigner } from '@solana/kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { VanityProgress, VanityWorkerMessage, VanityWorkerRequest } from './vanity';

/** The grinder's state. */
export type VanityState =
  | { status: 'idle' }
  | { status: 'grinding'; suffix: string; progress: VanityProgress | null }
  | { status: 'found'; suffix: string; signer: KeyPairSigner; attempts: number }
  | { status: 'error'; message: string };

/** Keys per second measured by the last grind in this tab (the estimate before the next one starts). */
let lastRate = 0;
/** The rate this browser last ground at, 0 before any grind. */
export const lastVanityRate = () => lastRate;

/**
 * Grinds a vanity mint key in a Web Worker (`vanity.worker.ts`): progress as it goes, `cancel()` terminates the
 * worker, and the found key becomes a kit signer (its bytes are checked to be a matching pair by kit).
 */
export function useVanityGrinder() {
  const [state, setState] = useState<VanityState>({ status: 'idle' });
  const worker = useRef<Worker | null>(null);

  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback(
    (suffix: string) => {
      stop();
      const w = new Worker(new URL('./vanity.worker.ts', import.meta.url), { type: 'module' });
      worker.current = w;
      setState({ status: 'grinding', suffix, progress: null });
      w.onmessage = async (event: MessageEvent<VanityWorkerMessage>) => {
        const m = event.data;
        if (m.type === 'progress') {
          if (m.rate > 0) lastRate = m.rate;
          setState({ status: 'grinding', suffix, progress: m });
        } else if (m.type === 'found') {
          stop();
          try {
            const signer = await createKeyPairSignerFromBytes(m.secretKey);
            setState({ status: 'found', suffix, signer, attempts: m.attempts });
          } catch (e) {
            setState({ status: 'error', message: e instanceof Error ? e.message : String(e) });
          }
        } else {
          stop();
          setState({ status: 'error', message: m.message });
        }
      };
      w.onerror = (event) => {
        stop();
        setState({ status: 'error', message: event.message || 'The vanity worker failed' });
      };
      w.postMessage({ type: 'start', suffix } satisfies VanityWorkerRequest);
    },
    [stop],
  );

  const cancel = useCallback(() => {
    stop();
    setState({ status: 'idle' });
  }, [stop]);

  return { state, start, cancel, reset: cancel };
}
