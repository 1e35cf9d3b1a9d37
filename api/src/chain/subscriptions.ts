import { stringifyJsonWithBigInts } from '@solana/rpc-spec-types';
import { parseJsonLossless } from '@solpad/core/rpc';
import {
  isRpcSubscriptionMethod,
  RPC_SUBSCRIPTION_PARAMS,
  RpcRequestSchema,
  type RpcSubscriptionMethod,
} from '@solpad/core/schemas';
import type { AccountEncoding } from './localnet/encode';
import type { RpcSocket } from './types';

/** Most subscriptions one socket may hold. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 1000;
const SLOT_POLL_MS = 100;
/** A root lags the tip by this many slots (as finalization does on a real cluster). */
const ROOT_LAG = 32n;

/** A transaction the hub tells subscribers about. */
export interface ExecutedTransaction {
  signature: string;
  slot: bigint;
  err: unknown;
  logs: string[];
  /** Every account the transaction names, and whether it may write it. */
  keys: string[];
  writable: boolean[];
}

/** What the hub reads from the chain. */
export interface SubscriptionHubDeps {
  slot: () => bigint;
  readAccount: (address: string, encoding: AccountEncoding) => unknown;
  statusOf: (signature: string) => { slot: bigint; err: unknown } | null;
}

type Subscription =
  | { kind: 'account'; address: string; encoding: AccountEncoding }
  | { kind: 'signature'; signature: string }
  | { kind: 'logs'; mentions: string | null }
  | { kind: 'slot' };

const KIND_OF: Record<RpcSubscriptionMethod, Subscription['kind'] | null> = {
  accountSubscribe: 'account',
  accountUnsubscribe: 'account',
  logsSubscribe: 'logs',
  logsUnsubscribe: 'logs',
  signatureSubscribe: 'signature',
  signatureUnsubscribe: 'signature',
  slotSubscribe: 'slot',
  slotUnsubscribe: 'slot',
};
const NOTIFICATION: Record<Subscription['kind'], string> = {
  account: 'accountNotification',
  signature: 'signatureNotification',
  logs: 'logsNotification',
  slot: 'slotNotification',
};

/**
 * Solana's RPC subscriptions (accountSubscribe, signatureSubscribe, logsSubscribe, slotSubscribe and their
 * unsubscribes) over any text socket, in the exact message shapes `createSolanaRpcSubscriptions` from
 * @solana/kit expects. The chain calls {@link SubscriptionHub.transactionExecuted} for every transaction it
 * commits. Notifications go out at `confirmed`, the commitment a transaction has when it is answered.
 */
export class SubscriptionHub {
  readonly #sockets = new Set<{ send: (text: string) => void; subs: Map<number, Subscription> }>();
  readonly #deps: SubscriptionHubDeps;
  #nextId = 0;
  #slotTimer: NodeJS.Timeout | null = null;
  #lastSlot = -1n;

  constructor(deps: SubscriptionHubDeps) {
    this.#deps = deps;
  }

  /** Opens a socket session; `send` writes one text frame to the client. */
  open(send: (text: string) => void): RpcSocket {
    const socket = { send, subs: new Map<number, Subscription>() };
    this.#sockets.add(socket);
    return {
      onMessage: (text) => {
        this.#onMessage(socket, text);
      },
      close: () => {
        this.#sockets.delete(socket);
        this.#updateSlotTimer();
      },
    };
  }

  /** Tells account, signature and logs subscribers about a committed transaction. */
  transactionExecuted(tx: ExecutedTransaction): void {
    const context = { slot: tx.slot };
    const written = new Set(tx.keys.filter((_, i) => tx.writable[i]));
    const named = new Set(tx.keys);
    for (const socket of this.#sockets) {
      for (const [id, sub] of socket.subs) {
        switch (sub.kind) {
          case 'account':
            if (written.has(sub.address)) {
              this.#notify(socket, id, sub, {
                context,
                value: this.#deps.readAccount(sub.address, sub.encoding),
              });
            }
            break;
          case 'signature':
            if (sub.signature === tx.signature) {
              this.#notify(socket, id, sub, { context, value: { err: tx.err } });
              socket.subs.delete(id);
            }
            break;
          case 'logs':
            if (sub.mentions === null || named.has(sub.mentions)) {
              this.#notify(socket, id, sub, {
                context,
                value: { signature: tx.signature, err: tx.err, logs: tx.logs },
              });
            }
            break;
          case 'slot':
            break;
          default: {
            const never: never = sub;
            throw new Error(`unknown subscription ${String(never)}`);
          }
        }
      }
    }
  }

  /** Stops the slot timer and forgets every socket. */
  close(): void {
    this.#sockets.clear();
    this.#updateSlotTimer();
  }

  #notify(socket: { send: (t: string) => void }, subscription: number, sub: Subscription, result: unknown) {
    socket.send(
      stringifyJsonWithBigInts({
        jsonrpc: '2.0',
        method: NOTIFICATION[sub.kind],
        params: { result, subscription },
      }),
    );
  }

  /** Sends a reply; true, so that handlers can `return this.#reply(…)`. */
  #reply(
    socket: { send: (t: string) => void },
    id: unknown,
    body: { result: unknown } | { error: unknown },
  ): true {
    socket.send(stringifyJsonWithBigInts({ jsonrpc: '2.0', id: id ?? null, ...body }));
    return true;
  }

  /** Handles one frame; returns whether it was answered (a notification without id is not). */
  #onMessage(socket: { send: (t: string) => void; subs: Map<number, Subscription> }, text: string): boolean {
    let raw: unknown;
    try {
      raw = parseJsonLossless(text);
    } catch {
      return this.#reply(socket, null, { error: { code: -32700, message: 'Parse error' } });
    }
    // A JSON-RPC notification (no id, such as kit's `ping` heartbeat) gets no reply.
    if (raw && typeof raw === 'object' && !Array.isArray(raw) && !('id' in raw)) return false;
    const envelope = RpcRequestSchema.safeParse(raw);
    if (!envelope.success)
      return this.#reply(socket, null, { error: { code: -32600, message: 'Invalid request' } });
    const { id, method, params = [] } = envelope.data;
    if (!isRpcSubscriptionMethod(method)) {
      return this.#reply(socket, id, { error: { code: -32601, message: 'Method not found' } });
    }
    const parsed = RPC_SUBSCRIPTION_PARAMS[method].safeParse(params);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return this.#reply(socket, id, {
        error: { code: -32602, message: `Invalid params: ${issue?.message ?? 'invalid'}` },
      });
    }
    // biome-ignore lint/suspicious/noExplicitAny: validated against RPC_SUBSCRIPTION_PARAMS[method] above.
    const p = parsed.data as any[];
    if (method.endsWith('Unsubscribe')) {
      const sub = socket.subs.get(p[0]);
      const ok = sub !== undefined && sub.kind === KIND_OF[method];
      if (ok) socket.subs.delete(p[0]);
      this.#updateSlotTimer();
      return ok
        ? this.#reply(socket, id, { result: true })
        : this.#reply(socket, id, { error: { code: -32602, message: 'Invalid subscription id.' } });
    }
    if (socket.subs.size >= MAX_SUBSCRIPTIONS_PER_SOCKET) {
      return this.#reply(socket, id, {
        error: {
          code: -32602,
          message: `Too many subscriptions: at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} per socket`,
        },
      });
    }
    const sub: Subscription =
      method === 'accountSubscribe'
        ? { kind: 'account', address: p[0], encoding: p[1]?.encoding ?? 'base64' }
        : method === 'signatureSubscribe'
          ? { kind: 'signature', signature: p[0] }
          : method === 'logsSubscribe'
            ? { kind: 'logs', mentions: typeof p[0] === 'string' ? null : p[0].mentions[0] }
            : { kind: 'slot' };
    const subId = this.#nextId++;
    socket.subs.set(subId, sub);
    this.#reply(socket, id, { result: subId });
    if (sub.kind === 'signature') {
      // Already landed: a real node answers from its status cache right away.
      // Sent after the reply has been handled (a separate frame, a later turn), as a real node does.
      setImmediate(() => {
        const status = this.#deps.statusOf(sub.signature);
        if (status && socket.subs.get(subId) === sub) {
          this.#notify(socket, subId, sub, { context: { slot: status.slot }, value: { err: status.err } });
          socket.subs.delete(subId);
        }
      });
    }
    this.#updateSlotTimer();
    return true;
  }

  #updateSlotTimer() {
    const wanted = [...this.#sockets].some((s) => [...s.subs.values()].some((sub) => sub.kind === 'slot'));
    if (wanted && !this.#slotTimer) {
      this.#lastSlot = this.#deps.slot();
      this.#slotTimer = setInterval(() => this.#tickSlot(), SLOT_POLL_MS);
      this.#slotTimer.unref();
    } else if (!wanted && this.#slotTimer) {
      clearInterval(this.#slotTimer);
      this.#slotTimer = null;
    }
  }

  #tickSlot() {
    const slot = this.#deps.slot();
    if (slot === this.#lastSlot) return;
    this.#lastSlot = slot;
    const result = { parent: slot > 0n ? slot - 1n : 0n, root: slot > ROOT_LAG ? slot - ROOT_LAG : 0n, slot };
    for (const socket of this.#sockets) {
      for (const [id, sub] of socket.subs) if (sub.kind === 'slot') this.#notify(socket, id, sub, result);
    }
  }
}
