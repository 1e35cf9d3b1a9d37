import { ScannerMarketResponseSchema, WATCHLIST_MAX, WatchlistResponseSchema } from '@solpad/core/schemas';
import type { KeyValueStorage } from '@solpad/core/storage';
import type { WatchedToken, WatchlistReply } from './messages';

/** `chrome.storage.local` key of the token watchlist kept on this device while the site is signed out. */
export const TOKEN_WATCHLIST_STORAGE_KEY = 'tokenWatchlist';

/**
 * The token watchlist (the site's star): on this device while signed out; the wallet's list on the server
 * (`/api/watchlist`) while the browser is signed in on the site the extension talks to. The extension's own
 * pages and worker send the site's session cookie with `credentials: 'include'`: Chrome treats a request
 * from an extension to a host it has permission for as same-site, so the SameSite=Lax cookie goes along, and
 * the API's CORS allows the extension's origin (EXTENSION_IDS). Signing in moves the device's list to the
 * account (the site's own merge, `POST /api/watchlist`), as the site does.
 */
export function createTokenWatchlist(deps: {
  storage: KeyValueStorage;
  apiBase: () => Promise<string>;
  fetchImpl?: typeof fetch;
}) {
  const fetchImpl = deps.fetchImpl ?? ((input, init) => fetch(input, init));
  const call = (base: string, path: string, method = 'GET', body?: unknown) =>
    fetchImpl(`${base}/api/watchlist${path}`, {
      method,
      credentials: 'include',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  async function local(): Promise<string[]> {
    try {
      const parsed = WatchlistResponseSchema.shape.mints.safeParse(
        JSON.parse((await deps.storage.getItem(TOKEN_WATCHLIST_STORAGE_KEY)) ?? '[]'),
      );
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  }
  const saveLocal = (mints: string[]) =>
    deps.storage.setItem(TOKEN_WATCHLIST_STORAGE_KEY, JSON.stringify(mints.slice(0, WATCHLIST_MAX)));

  /** The server's answer as a list, null when signed out (401); throws on anything else. */
  async function readServer(res: Response): Promise<string[] | null> {
    if (res.status === 401) return null;
    if (!res.ok) {
      const text = await res.text();
      let message = `HTTP ${res.status}`;
      try {
        message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? message;
      } catch {
        // not JSON: the status says enough
      }
      throw new Error(message);
    }
    return WatchlistResponseSchema.parse(await res.json()).mints;
  }

  /** The list and where it lives; a signed-in read merges (then forgets) what this device kept. */
  async function mints(base: string): Promise<{ signedIn: boolean; mints: string[] }> {
    let server: string[] | null;
    try {
      server = await readServer(await call(base, ''));
    } catch {
      // API unreachable: the device's list, marked as such.
      server = null;
    }
    if (server === null) return { signedIn: false, mints: await local() };
    const device = await local();
    if (device.length > 0) {
      const merged = await readServer(await call(base, '', 'POST', { mints: device }));
      await deps.storage.removeItem(TOKEN_WATCHLIST_STORAGE_KEY);
      if (merged) server = merged;
    }
    return { signedIn: true, mints: server };
  }

  /** Each token's name, symbol, price in SOL, 24 h reference and the SOL price, from the token list's figures. */
  async function priced(base: string, mint: string): Promise<WatchedToken> {
    try {
      const res = await fetchImpl(`${base}/api/scanner/market/${mint}`);
      const parsed = res.ok ? ScannerMarketResponseSchema.safeParse(await res.json()) : null;
      if (parsed?.success) {
        const { token, list, solUsd } = parsed.data;
        return {
          mint,
          symbol: token?.symbol ?? null,
          name: token?.name ?? null,
          priceSol: list?.spotPriceSol ?? null,
          priceRef24hSol: list?.priceRef24hSol ?? null,
          solUsd,
        };
      }
    } catch {
      // unknown price: shown as such
    }
    return { mint, symbol: null, name: null, priceSol: null, priceRef24hSol: null, solUsd: null };
  }

  async function reply(base: string, list: { signedIn: boolean; mints: string[] }): Promise<WatchlistReply> {
    return {
      ok: true,
      signedIn: list.signedIn,
      tokens: await Promise.all(list.mints.map((m) => priced(base, m))),
    };
  }

  return {
    /** The watchlist with each token's figures. */
    async read(): Promise<WatchlistReply> {
      const base = await deps.apiBase();
      return reply(base, await mints(base));
    },
    /** Stars (`watched`) or unstars a token where the list lives, then answers the list. */
    async set(mint: string, watched: boolean): Promise<WatchlistReply> {
      const base = await deps.apiBase();
      const current = await mints(base);
      if (current.signedIn) {
        const next = await readServer(await call(base, `/${mint}`, watched ? 'PUT' : 'DELETE'));
        if (next) return reply(base, { signedIn: true, mints: next });
        // Signed out in between: keep it on the device.
      }
      const device = (await local()).filter((m) => m !== mint);
      if (watched) {
        if (device.length >= WATCHLIST_MAX) {
          return { ok: false, error: `A watchlist holds at most ${WATCHLIST_MAX} tokens; remove one first` };
        }
        device.unshift(mint);
      }
      await saveLocal(device);
      return reply(base, { signedIn: false, mints: device });
    },
  };
}
