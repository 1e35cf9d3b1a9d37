import { addRecentScan, mergeRecentScans, readRecentScans } from '@solpad/core/scanner';
import {
  RECENT_SCANS_MAX,
  RECENT_SCANS_SERVER_MAX,
  type RecentScan,
  RecentScansResponseSchema,
} from '@solpad/core/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { apiRequest } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { useAtomValue } from '../../lib/store';
import { useAuthSession, useSignIn } from '../auth';
import { walletConnectionAtom } from '../wallet';

/**
 * Recent scans: kept with the signed-in wallet on the server (`/api/scanner/recent`, the newest 20), and in this
 * browser's localStorage while nobody is signed in (validated with core's schema when read). At sign-in the
 * browser's list joins the wallet's and leaves the browser.
 */
export const RECENT_SCANS_KEY = 'solpad.scanner.recent';

const listeners = new Set<() => void>();
let cachedText: string | null | undefined;
let cached: RecentScan[] = [];

function readLocal(): RecentScan[] {
  let text: string | null = null;
  try {
    text = localStorage.getItem(RECENT_SCANS_KEY);
  } catch {
    // Storage disabled (private mode, policy): no recent scans.
  }
  if (text !== cachedText) {
    cachedText = text;
    cached = readRecentScans(text);
  }
  return cached;
}

function writeLocal(list: RecentScan[] | null) {
  try {
    if (list === null) localStorage.removeItem(RECENT_SCANS_KEY);
    else localStorage.setItem(RECENT_SCANS_KEY, JSON.stringify(list));
  } catch {
    // Quota or disabled storage: the scan still shows, it just isn't remembered.
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === RECENT_SCANS_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const recentKey = (wallet: string | null) => ['scanner', 'recent', wallet] as const;
const postRecent = (scans: RecentScan[]) =>
  apiRequest('/api/scanner/recent', RecentScansResponseSchema, {
    method: 'POST',
    body: { scans: scans.slice(0, RECENT_SCANS_MAX) },
  });

/** Where the list lives: this browser, or the signed-in wallet. */
export type RecentScansSource =
  | { kind: 'local'; connected: boolean; signIn: () => void; signingIn: boolean; signInError: string | null }
  | { kind: 'wallet'; wallet: string; loading: boolean; error: string | null };

/**
 * The recent scans (newest first), a function that records a finished scan, and where they are kept. Signed in
 * (a session for the connected wallet): the wallet's list from the server; a new scan is posted (and shown at
 * once), and the browser's local list is merged into the wallet's once, then cleared. Otherwise: localStorage.
 * Use it once per page (it runs the merge).
 */
export function useRecentScans(): {
  list: RecentScan[];
  add: (scan: RecentScan) => void;
  source: RecentScansSource;
} {
  const local = useSyncExternalStore(subscribe, readLocal, () => []);
  const connection = useAtomValue(walletConnectionAtom);
  const session = useAuthSession();
  const signIn = useSignIn();
  const client = useQueryClient();
  const signedInAs = session.data?.signedIn ? session.data.address : null;
  // The wallet the list belongs to: the session's, as long as it is the wallet connected here.
  const wallet = connection && signedInAs === connection.address ? signedInAs : null;

  const server = useQuery({
    queryKey: recentKey(wallet),
    enabled: wallet !== null,
    queryFn: ({ signal }) => apiRequest('/api/scanner/recent', RecentScansResponseSchema, { signal }),
    select: (d) => d.scans,
  });

  // At sign-in: the browser's scans join the wallet's (the server keeps the newest of each target), then
  // leave this browser, so the next wallet to sign in here does not get them too.
  const merged = useRef<string | null>(null);
  const merge = useMutation({
    mutationFn: (scans: RecentScan[]) => postRecent(scans),
    onSuccess: (answer, _scans) => {
      client.setQueryData(recentKey(wallet), answer);
      writeLocal(null);
    },
  });
  const { mutate: mergeLocal } = merge;
  useEffect(() => {
    if (!wallet || merged.current === wallet || local.length === 0) return;
    merged.current = wallet;
    mergeLocal(local);
  }, [wallet, local, mergeLocal]);

  const add = useCallback(
    (scan: RecentScan) => {
      if (!wallet) {
        writeLocal(addRecentScan(readLocal(), scan));
        return;
      }
      const key = recentKey(wallet);
      // Shown at once; replaced by the server's list when it answers.
      client.setQueryData<{ scans: RecentScan[] }>(key, (old) => ({
        scans: mergeRecentScans([[scan], old?.scans ?? []], RECENT_SCANS_SERVER_MAX),
      }));
      postRecent([scan]).then(
        (answer) => client.setQueryData(key, answer),
        // Not stored with the wallet (offline, session ended): kept in this browser instead, to be merged at
        // the next sign-in.
        () => writeLocal(addRecentScan(readLocal(), scan)),
      );
    },
    [wallet, client],
  );

  if (wallet) {
    // Until the wallet's list arrives, the browser's (about to be merged) shows rather than nothing.
    const list = server.data
      ? mergeRecentScans([server.data, merge.isPending ? local : []], RECENT_SCANS_SERVER_MAX)
      : local;
    return {
      list,
      add,
      source: {
        kind: 'wallet',
        wallet,
        loading: server.isPending,
        error: server.error ? errorMessage(server.error) : merge.error ? errorMessage(merge.error) : null,
      },
    };
  }
  return {
    list: local,
    add,
    source: {
      kind: 'local',
      connected: connection !== null,
      signIn: () => {
        if (connection) signIn.mutate(connection);
      },
      signingIn: signIn.isPending,
      signInError: signIn.error ? errorMessage(signIn.error) : null,
    },
  };
}
