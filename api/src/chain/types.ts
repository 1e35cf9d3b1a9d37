/**
 * The chain the API serves: either an embedded LiteSVM localnet or a remote Solana RPC.
 * Routes only ever talk to this interface.
 */
export type ChainMode = 'localnet' | 'remote';

/** Per-request facts the chain needs (rate limiting, logging). */
export interface RpcContext {
  /** Stable id of the caller (client IP, or a test id). */
  clientId: string;
}

/** A transaction the chain has confirmed (localnet only emits these). */
export interface ConfirmedTransaction {
  signature: string;
  slot: bigint;
  /**
   * The user wallet the transaction is for, base58: its fee payer, or an airdrop's recipient (the faucet that
   * pays an airdrop's fee is the chain's own, not a user).
   */
  wallet: string;
  /** Every account key the message names, base58. */
  accountKeys: string[];
  /** null when the transaction succeeded. */
  err: unknown;
  blockTime: number;
}

/** One client's RPC websocket session (`/api/rpc/ws`). */
export interface RpcSocket {
  /** Handles one text frame from the client. */
  onMessage(text: string): void;
  /** The client went away: drop its subscriptions. */
  close(): void;
}

/** The localnet's durable state, for the admin console (read-only figures). */
export interface LocalnetStats {
  /** Transactions in the journal. */
  journalEntries: number;
  /** Journal entries the last snapshot does not include yet. */
  entriesSinceSnapshot: number;
  /** Size of the snapshot file, null before the first one. */
  snapshotBytes: number | null;
  snapshotAt: Date | null;
  dataDir: string;
}

export interface ChainBackend {
  readonly mode: ChainMode;
  /**
   * Handles one JSON-RPC 2.0 request body exactly as received over HTTP (a single call or a batch) and
   * returns the JSON text to send back with HTTP 200. Never throws for anything a client can send:
   * malformed input becomes a JSON-RPC error object (-32700, -32600, -32601, -32602).
   */
  handleRpc(body: string, ctx: RpcContext): Promise<string>;
  /**
   * An in-process chain only (the localnet): {@link handleRpc} for a request held as a value, answered as a value
   * read the way kit's transport reads the JSON text (json-rpc.ts `answerJsonRpcValue`).
   */
  handleRpcValue?(payload: unknown, ctx: RpcContext): Promise<unknown>;
  /** Current slot (for /api/health). Throws when the chain is unreachable. */
  getSlot(): Promise<bigint>;
  /**
   * Opens a Solana RPC subscription session (accountSubscribe, signatureSubscribe, logsSubscribe,
   * slotSubscribe); `send` writes one text frame to the client, `close` ends its socket (a chain served by
   * another process went away).
   */
  openRpcSocket(send: (text: string) => void, close?: (code: number, reason: string) => void): RpcSocket;
  /** Registers a listener for confirmed transactions; returns an unsubscribe function. */
  onConfirmed(listener: (tx: ConfirmedTransaction) => void): () => void;
  /**
   * True when other processes hear the same confirmed transactions (a chain service's feed, heard by every API
   * replica): what the one that sent a transaction records, the others need not rush to.
   */
  readonly sharedFeed?: boolean;
  /** Localnet only: the faucet that funds every airdrop (a common funder, never the basis of a cluster). */
  readonly faucetAddress?: string;
  /** Localnet only: journal and snapshot figures (a chain service answers them over HTTP). */
  stats?(): LocalnetStats | Promise<LocalnetStats>;
  /** Localnet only: writes a snapshot now (even when nothing changed) and returns the new figures. */
  snapshotNow?(): LocalnetStats | Promise<LocalnetStats>;
  /** Flushes state (localnet: snapshot) and stops timers. */
  close(): Promise<void>;
}

/**
 * The localnet's clock can start in the past, for the demo seed only: a fresh chain (no genesis yet) whose first
 * start seeds demo tokens begins `spanMs` ago, the seed moves it forward between its steps (so its launches and
 * trades carry block times spread over that span: charts with a history), and `finish()` brings it to wall time.
 * The clock only ever moves forward; after `finish()` it is wall time for good.
 */
export interface ChainHistory {
  readonly spanMs: number;
  /**
   * Moves the chain clock forward by `ms` (never past wall time). On a chain service the move is sent over
   * HTTP; the chain's next call waits for it, so what the caller does next happens at the new time.
   */
  advance(ms: number): void;
  /** Wall time from now on. */
  finish(): void;
  /** Whether `finish()` was called: the clock is wall time for good. */
  readonly finished: boolean;
}
