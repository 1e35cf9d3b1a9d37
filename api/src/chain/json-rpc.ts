import { parseJsonWithBigInts } from '@solana/rpc-spec-types';
import { parseJsonLossless, stringifyJsonWithBigInts } from '@solpad/core/rpc';
import {
  isRpcMethod,
  RPC_MAX_BATCH,
  RPC_PARAMS,
  type RpcMethod,
  type RpcRequest,
  RpcRequestSchema,
} from '@solpad/core/schemas';

/** A JSON-RPC error to answer with (Solana's codes: -32002 preflight failure, -32602 invalid params…). */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/**
 * A result already written as JSON text (u64 values as exact integers, as {@link stringifyJsonWithBigInts} writes
 * them): an answer that never changes (an executed transaction) is serialised once and spliced into each reply.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** A request whose envelope, method and parameters have been validated. */
export interface ValidRpcCall<M extends RpcMethod = RpcMethod> {
  method: M;
  params: unknown[];
  request: RpcRequest;
}

type Reply = { jsonrpc: '2.0'; id: RpcRequest['id'] | null } & (
  | { result: unknown }
  | { error: { code: number; message: string; data?: unknown } }
);

function errorReply(id: RpcRequest['id'] | null, code: number, message: string, data?: unknown): Reply {
  return {
    jsonrpc: '2.0',
    id: id ?? null,
    error: data === undefined ? { code, message } : { code, message, data },
  };
}

async function one(raw: unknown, call: (c: ValidRpcCall) => unknown): Promise<Reply> {
  const envelope = RpcRequestSchema.safeParse(raw);
  const id =
    raw && typeof raw === 'object' && 'id' in raw && ['string', 'number'].includes(typeof raw.id)
      ? (raw.id as string | number)
      : null;
  if (!envelope.success) return errorReply(id, -32600, 'Invalid request');
  const request = envelope.data;
  if (!isRpcMethod(request.method)) return errorReply(id, -32601, 'Method not found');
  const params = RPC_PARAMS[request.method].safeParse(request.params ?? []);
  if (!params.success) {
    const issue = params.error.issues[0];
    const where = issue?.path.length ? ` at params[${issue.path.join('][')}]` : '';
    return errorReply(id, -32602, `Invalid params: ${issue?.message ?? 'invalid'}${where}`);
  }
  try {
    const result = await call({ method: request.method, params: params.data as unknown[], request });
    return { jsonrpc: '2.0', id: request.id ?? null, result };
  } catch (e) {
    if (e instanceof RpcError) return errorReply(id, e.code, e.message, e.data);
    throw e;
  }
}

/** A reply as JSON text: a {@link JsonText} result spliced in as written, anything else serialised. */
function replyText(reply: Reply): string {
  if ('result' in reply && reply.result instanceof JsonText)
    return `{"jsonrpc":"2.0","id":${JSON.stringify(reply.id)},"result":${reply.result.text}}`;
  return stringifyJsonWithBigInts(reply);
}

/**
 * Answers a JSON-RPC 2.0 HTTP body (a single call or a batch) the way Solana's RPC does: malformed JSON is
 * -32700, a bad envelope -32600, an unknown method -32601, bad parameters -32602 — all as a reply, never a
 * throw. `call` receives only validated calls; it answers with a result (or its {@link JsonText}) or throws
 * {@link RpcError}. Results are serialised with u64 values (bigint) as exact JSON integers.
 */
export async function answerJsonRpc(body: string, call: (c: ValidRpcCall) => unknown): Promise<string> {
  let parsed: unknown;
  try {
    parsed = parseJsonLossless(body);
  } catch {
    return stringifyJsonWithBigInts(errorReply(null, -32700, 'Parse error'));
  }
  if (Array.isArray(parsed)) {
    if (parsed.length === 0 || parsed.length > RPC_MAX_BATCH) {
      const why =
        parsed.length === 0 ? 'Invalid request' : `Invalid request: at most ${RPC_MAX_BATCH} calls per batch`;
      return stringifyJsonWithBigInts(errorReply(null, -32600, why));
    }
    const replies: Reply[] = [];
    // In order, one after another: a batch's transactions execute in the order they were sent.
    for (const raw of parsed) replies.push(await one(raw, call));
    return `[${replies.map(replyText).join(',')}]`;
  }
  return replyText(await one(parsed, call));
}

const isPlain = (v: object) => {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/**
 * `value` as JSON would carry it — undefined properties gone, undefined array items null — with each primitive
 * through `leaf`, and anything but plain data (a class instance: a {@link JsonText}, a Date…) through `viaText`.
 */
function asJsonCarries(
  value: unknown,
  leaf: (v: unknown) => unknown,
  viaText: (v: object) => unknown,
): unknown {
  if (value === null || typeof value !== 'object') return leaf(value);
  if (Array.isArray(value))
    return value.map((v) => (v === undefined ? null : asJsonCarries(v, leaf, viaText)));
  if (!isPlain(value)) return viaText(value);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = asJsonCarries(v, leaf, viaText);
  return out;
}

/**
 * `value` as the handler reads it after a trip through JSON text ({@link parseJsonLossless}): integers as numbers
 * where exact, beyond 2^53 as bigints.
 */
const asServerReads = (value: unknown) =>
  asJsonCarries(
    value,
    (v) => (typeof v === 'bigint' && Number.isSafeInteger(Number(v)) ? Number(v) : v),
    (v) => parseJsonLossless(stringifyJsonWithBigInts(v)),
  );

/**
 * `value` as kit's transport reads a reply's JSON text ({@link parseJsonWithBigInts}): every integer a bigint,
 * other numbers as they are; a {@link JsonText} parsed as written.
 */
const asKitReads = (value: unknown) =>
  asJsonCarries(
    value,
    (v) => (typeof v === 'number' && Number.isInteger(v) && Math.abs(v) < 1e21 ? BigInt(v) : v),
    (v) => parseJsonWithBigInts(v instanceof JsonText ? v.text : stringifyJsonWithBigInts(v)),
  );

/**
 * {@link answerJsonRpc} for a caller in this process holding the request as a value (the server's own RPC client,
 * lib/chain-rpc.ts): the same validation and the same answer as the JSON text would get, read back as kit's
 * transport reads it — without writing and parsing the text twice (most of a small call's cost).
 */
export async function answerJsonRpcValue(
  payload: unknown,
  call: (c: ValidRpcCall) => unknown,
): Promise<unknown> {
  if (Array.isArray(payload))
    return parseJsonWithBigInts(await answerJsonRpc(stringifyJsonWithBigInts(payload), call));
  return asKitReads(await one(asServerReads(payload), call));
}
