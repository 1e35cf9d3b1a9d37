import { ERROR_MESSAGES } from '@solpad/core/errors';
import type { KeyValueStorage } from '@solpad/core/storage';
import { browser } from 'wxt/browser';
import { API_BASE_STORAGE_KEY } from './api-base';
import { loadUserApiBase } from './default-api-base';
import { extensionStorage } from './extension-storage';
import { acceptsRequest, type PortfolioReply, type Request, RequestSchema } from './messages';
import { createNetworkGuard, loadNetwork, NETWORK_STORAGE_KEY } from './network';
import { addToWatchlist, fetchHoldings, loadWatchlist, removeFromWatchlist } from './portfolio';
import { createScanService, type ScanOutcome } from './scan-service';
import { createTokenWatchlist } from './token-watchlist';

/** `chrome.storage.local` key of the persisted scan cache and recent scans. */
export const SCAN_STATE_STORAGE_KEY = 'scanState';

let storage: KeyValueStorage | null = null;
const settings = () => {
  storage ??= extensionStorage();
  return storage;
};
const service = createScanService({ apiBase: () => loadUserApiBase() });
const network = createNetworkGuard({});
let watchlist: ReturnType<typeof createTokenWatchlist> | null = null;
const tokenWatchlist = () => {
  watchlist ??= createTokenWatchlist({ storage: settings(), apiBase: () => loadUserApiBase() });
  return watchlist;
};
/** The token each tab's overlay last scanned (tab id → mint), for the side panel's "This tab". */
const tabTokens = new Map<number, string>();

/** Null when the API serves the network chosen in the options; else why the request is not made. */
async function wrongNetwork(): Promise<string | null> {
  const [base, chosen] = await Promise.all([loadUserApiBase(), loadNetwork(settings())]);
  return network.check(base, chosen);
}
let restored: Promise<void> | null = null;

function restore(): Promise<void> {
  restored ??= (async () => {
    const text = await settings().getItem(SCAN_STATE_STORAGE_KEY);
    if (text) {
      try {
        service.restore(JSON.parse(text));
      } catch {
        // A corrupt stored cache is only a cold start.
      }
    }
    browser.storage.onChanged.addListener((changes, area) => {
      // Another API or network means other tokens: drop the cache.
      if (area === 'local' && (API_BASE_STORAGE_KEY in changes || NETWORK_STORAGE_KEY in changes)) {
        service.clear();
        network.clear();
        void settings().removeItem(SCAN_STATE_STORAGE_KEY);
      }
    });
  })();
  return restored;
}

async function persist(outcome: ScanOutcome): Promise<ScanOutcome> {
  if (outcome.ok && !outcome.cached) {
    await settings().setItem(SCAN_STATE_STORAGE_KEY, JSON.stringify(service.snapshot()));
  }
  return outcome;
}

async function portfolio(): Promise<PortfolioReply> {
  const mismatch = await wrongNetwork();
  if (mismatch) return { ok: false, error: mismatch };
  const base = await loadUserApiBase();
  const list = await loadWatchlist(settings());
  const entries = await Promise.all(
    list.map(async (address) => {
      try {
        return { ok: true as const, entry: await fetchHoldings(base, address) };
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        return { ok: false as const, address, error: `Couldn't read this wallet through ${base}: ${why}` };
      }
    }),
  );
  return { ok: true, entries };
}

/** Answers one message from the popup, side panel or a content script. Never throws. */
export async function handleRequest(
  message: unknown,
  sender: { tab?: { id?: number; windowId?: number }; url?: string },
): Promise<unknown> {
  const parsed = RequestSchema.safeParse(message);
  if (!parsed.success) return { ok: false, error: 'Solpad could not read that request.' };
  const request: Request = parsed.data;
  // (WXT types getURL for its public files only; the extension's own base URL is what is needed here.)
  const extensionBase = (browser.runtime as unknown as { getURL(path: string): string }).getURL('/');
  if (!acceptsRequest(request.kind, sender.url, extensionBase)) {
    return { ok: false, error: 'Solpad does not answer that request from a web page.' };
  }
  try {
    if (request.kind === 'open-side-panel') {
      // First, before any await: Chrome only opens the panel in response to the user's click.
      const sidePanel = (browser as unknown as { sidePanel?: { open(o: object): Promise<void> } }).sidePanel;
      if (!sidePanel || sender.tab?.windowId === undefined) {
        return { ok: false, error: 'This browser has no side panel.' };
      }
      try {
        await sidePanel.open({ windowId: sender.tab.windowId });
      } catch {
        // Chrome refuses outside a user gesture (one that did not carry over from the page's click).
        return {
          ok: false,
          error:
            'The browser did not let Solpad open its side panel from this page: open it from the Solpad button in the toolbar.',
        };
      }
      return { ok: true };
    }
    await restore();
    if (request.kind === 'scan' || request.kind === 'overlay-scan' || request.kind === 'watch-add') {
      const mismatch = await wrongNetwork();
      if (mismatch) return { ok: false, error: mismatch };
    }
    switch (request.kind) {
      case 'scan':
        return persist(await service.scanToken(request.query));
      case 'overlay-scan': {
        const { target } = request;
        let mint: string | null = target.address;
        if (target.type === 'pair') {
          mint = await service.resolvePair(target.address);
          if (!mint) return { ok: false, error: 'Solpad could not tell which token this pair trades.' };
          service.rememberPair(target.address, mint);
        }
        const outcome = await persist(await service.scanToken(mint));
        if (outcome.ok && sender.tab?.id !== undefined) tabTokens.set(sender.tab.id, outcome.summary.address);
        return outcome;
      }
      case 'tab-token': {
        const [tab] = await browser.tabs.query({ active: true, lastFocusedWindow: true });
        const mint = tab?.id === undefined ? undefined : tabTokens.get(tab.id);
        if (!mint) return { ok: true, summary: null };
        const outcome = await service.scanToken(mint);
        return outcome.ok ? { ok: true, summary: outcome.summary } : outcome;
      }
      case 'recent':
        return { ok: true, recent: service.recent() };
      case 'portfolio':
        return portfolio();
      case 'watch-add': {
        const added = await addToWatchlist(settings(), request.address);
        return added.ok ? portfolio() : added;
      }
      case 'watch-remove':
        await removeFromWatchlist(settings(), request.address);
        return portfolio();
      case 'watchlist':
        return tokenWatchlist().read();
      case 'watchlist-set':
        return tokenWatchlist().set(request.mint, request.watched);
      default: {
        const never: never = request;
        return { ok: false, error: `Unknown request ${String(never)}` };
      }
    }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : ERROR_MESSAGES.APP__UNKNOWN };
  }
}
