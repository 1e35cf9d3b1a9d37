import { STORAGE_KEYS } from '@solpad/core';
import { WATCHLIST_MAX, WatchlistResponseSchema } from '@solpad/core/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../lib/api';
import { atom, useAtom } from '../../lib/store';
import { toast } from '../../lib/toast';
import { useAuthSession } from '../auth';

/** The device's list (newest first), validated like the server's: anything else in storage reads as empty. */
function readDevice(): string[] {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.watchlist);
    const parsed = WatchlistResponseSchema.shape.mints.safeParse(raw ? JSON.parse(raw) : []);
    return parsed.success ? parsed.data.slice(0, WATCHLIST_MAX) : [];
  } catch {
    return [];
  }
}

function writeDevice(mints: string[]) {
  try {
    if (mints.length) localStorage.setItem(STORAGE_KEYS.watchlist, JSON.stringify(mints));
    else localStorage.removeItem(STORAGE_KEYS.watchlist);
  } catch {
    // Storage refused (private mode): the list lives for this page only.
  }
}

const deviceAtom = atom<string[]>(readDevice());

/** Query key of the signed-in wallet's list. */
const accountKey = (address: string) => ['watchlist', address] as const;

export interface Watchlist {
  /** Watched mints, newest first. */
  mints: readonly string[];
  has(mint: string): boolean;
  toggle(mint: string, symbol: string): void;
  /** Where the list is kept: the signed-in wallet's account, or this device. */
  kept: 'account' | 'device';
}

/**
 * The watchlist: the signed-in wallet's (`/api/watchlist`, the same on every device) or, signed out, this
 * device's. Signing in adds the device's list to the account's once, then the device's is cleared.
 */
export function useWatchlist(): Watchlist {
  const session = useAuthSession();
  const address = session.data?.signedIn ? session.data.address : null;
  const [device, setDevice] = useAtom(deviceAtom);
  const client = useQueryClient();

  const account = useQuery({
    queryKey: accountKey(address ?? ''),
    enabled: address !== null,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const local = readDevice();
      const reply = local.length
        ? await apiRequest('/api/watchlist', WatchlistResponseSchema, {
            method: 'POST',
            body: { mints: local },
            signal,
          })
        : await apiRequest('/api/watchlist', WatchlistResponseSchema, { signal });
      if (local.length) {
        writeDevice([]);
        setDevice([]);
      }
      return reply.mints;
    },
  });

  // Another tab's star on this device shows here too.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_KEYS.watchlist) setDevice(readDevice());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [setDevice]);

  const change = useMutation({
    mutationFn: ({ mint, watch }: { mint: string; watch: boolean }) =>
      apiRequest(`/api/watchlist/${mint}`, WatchlistResponseSchema, { method: watch ? 'PUT' : 'DELETE' }),
    onMutate: ({ mint, watch }) => {
      if (!address) return;
      const key = accountKey(address);
      const before = client.getQueryData<string[]>(key) ?? [];
      client.setQueryData(
        key,
        watch ? [mint, ...before.filter((m) => m !== mint)] : before.filter((m) => m !== mint),
      );
      return { before };
    },
    onSuccess: (reply) => {
      if (address) client.setQueryData(accountKey(address), reply.mints);
    },
    onError: (e, _vars, context) => {
      if (address && context) client.setQueryData(accountKey(address), context.before);
      toast({ title: 'Watchlist not saved', description: (e as Error).message, variant: 'destructive' });
    },
  });

  const mints = address ? (account.data ?? []) : device;
  const has = (mint: string) => mints.includes(mint);
  const toggle = (mint: string, symbol: string) => {
    const watch = !has(mint);
    if (address) {
      change.mutate({ mint, watch });
    } else {
      if (watch && device.length >= WATCHLIST_MAX) {
        toast({ title: `A watchlist holds at most ${WATCHLIST_MAX} tokens`, variant: 'destructive' });
        return;
      }
      const next = watch ? [mint, ...device] : device.filter((m) => m !== mint);
      writeDevice(next);
      setDevice(next);
    }
    toast({ title: watch ? `${symbol} added to your watchlist` : `${symbol} removed from your watchlist` });
  };
  return { mints, has, toggle, kept: address ? 'account' : 'device' };
}
