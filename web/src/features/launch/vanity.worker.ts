/// <reference lib="webworker" />
// Grinds a vanity mint address off the main thread (see vanity.ts). The page terminates the worker to cancel.
import {
  grindVanity,
  type VanityWorkerMessage,
  type VanityWorkerRequest,
  webCryptoCandidate,
} from './vanity';

const post = (message: VanityWorkerMessage, transfer: Transferable[] = []) =>
  (self as DedicatedWorkerGlobalScope).postMessage(message, transfer);

self.onmessage = async (event: MessageEvent<VanityWorkerRequest>) => {
  if (event.data.type !== 'start') return;
  try {
    const found = await grindVanity({
      suffix: event.data.suffix,
      generate: () => webCryptoCandidate(),
      onProgress: (p) => post({ type: 'progress', ...p }),
      shouldStop: () => false,
    });
    if (found) post({ type: 'found', ...found }, [found.secretKey.buffer]);
  } catch (e) {
    post({ type: 'error', message: e instanceof Error ? e.message : String(e) });
  }
};
