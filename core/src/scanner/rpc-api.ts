// The scanner's Solana RPC: kit's own API, with its bigint upcast of the biggest replies done in one pass.
// Kit's default response transformer walks every node of a reply with a fresh state object and key path array
// per node, to decide per integer whether it stays a number (a few named key paths) or becomes a bigint. On a
// scan's replies (hundreds of transactions and signatures) that walk was a tenth of the report's CPU time. For
// the methods the scanner reads most, this module makes the same decision from a tree of those key paths built
// once, in place on the reply just parsed; requests and error replies still go through kit unchanged.
import {
  createRpc,
  createSolanaRpcApi,
  DEFAULT_RPC_CONFIG,
  type Rpc,
  type RpcTransport,
  type SolanaRpcApi,
} from '@solana/kit';

/** Any array index (kit's KEYPATH_WILDCARD). */
const ANY: symbol = Symbol('any index');
type KeyPath = readonly (string | symbol)[];

// Kit's allowed-numeric key paths (@solana/rpc-transformers, @solana/rpc-api) for the methods below.
const jsonParsedTokenAccounts: KeyPath[] = [
  ['data', 'parsed', 'info', 'tokenAmount', 'decimals'],
  ['data', 'parsed', 'info', 'tokenAmount', 'uiAmount'],
  ['data', 'parsed', 'info', 'rentExemptReserve', 'decimals'],
  ['data', 'parsed', 'info', 'rentExemptReserve', 'uiAmount'],
  ['data', 'parsed', 'info', 'delegatedAmount', 'decimals'],
  ['data', 'parsed', 'info', 'delegatedAmount', 'uiAmount'],
  ['data', 'parsed', 'info', 'extensions', ANY, 'state', 'olderTransferFee', 'transferFeeBasisPoints'],
  ['data', 'parsed', 'info', 'extensions', ANY, 'state', 'newerTransferFee', 'transferFeeBasisPoints'],
  ['data', 'parsed', 'info', 'extensions', ANY, 'state', 'preUpdateAverageRate'],
  ['data', 'parsed', 'info', 'extensions', ANY, 'state', 'currentRate'],
];
const jsonParsedAccounts: KeyPath[] = [
  ...jsonParsedTokenAccounts,
  ['data', 'parsed', 'info', 'lastExtendedSlotStartIndex'],
  ['data', 'parsed', 'info', 'slashPenalty'],
  ['data', 'parsed', 'info', 'warmupCooldownRate'],
  ['data', 'parsed', 'info', 'decimals'],
  ['data', 'parsed', 'info', 'numRequiredSigners'],
  ['data', 'parsed', 'info', 'numValidSigners'],
  ['data', 'parsed', 'info', 'stake', 'delegation', 'warmupCooldownRate'],
  ['data', 'parsed', 'info', 'exemptionThreshold'],
  ['data', 'parsed', 'info', 'burnPercent'],
  ['data', 'parsed', 'info', 'blockRevenueCommissionBps'],
  ['data', 'parsed', 'info', 'commission'],
  ['data', 'parsed', 'info', 'inflationRewardsCommissionBps'],
  ['data', 'parsed', 'info', 'votes', ANY, 'confirmationCount'],
  ['data', 'parsed', 'info', 'votes', ANY, 'latency'],
];
const innerInstructions: KeyPath[] = [
  ['index'],
  ['instructions', ANY, 'accounts', ANY],
  ['instructions', ANY, 'programIdIndex'],
  ['instructions', ANY, 'stackHeight'],
];
const tokenBalances: KeyPath[] = [
  ['accountIndex'],
  ['uiTokenAmount', 'decimals'],
  ['uiTokenAmount', 'uiAmount'],
];
const message: KeyPath[] = [
  ['addressTableLookups', ANY, 'writableIndexes', ANY],
  ['addressTableLookups', ANY, 'readonlyIndexes', ANY],
  ['header', 'numReadonlySignedAccounts'],
  ['header', 'numReadonlyUnsignedAccounts'],
  ['header', 'numRequiredSignatures'],
  ['instructions', ANY, 'accounts', ANY],
  ['instructions', ANY, 'programIdIndex'],
  ['instructions', ANY, 'stackHeight'],
  ['transactionConfig', 'computeUnitLimit'],
  ['transactionConfig', 'heapSize'],
  ['transactionConfig', 'loadedAccountsDataSizeLimit'],
];

/** The methods whose replies are upcast here, with the key paths whose integers stay numbers. */
export const NUMERIC_KEY_PATHS: Record<string, KeyPath[]> = {
  getEpochInfo: [],
  getMultipleAccounts: jsonParsedAccounts.map((c) => ['value', ANY, ...c]),
  getProgramAccounts: jsonParsedAccounts.flatMap((c) => [
    ['value', ANY, 'account', ...c],
    [ANY, 'account', ...c],
  ]),
  getSignaturesForAddress: [[ANY, 'transactionIndex']],
  getTokenAccountsByOwner: jsonParsedTokenAccounts.map((c) => ['value', ANY, 'account', ...c]),
  getTokenLargestAccounts: [
    ['value', ANY, 'decimals'],
    ['value', ANY, 'uiAmount'],
  ],
  getTransaction: [
    ...tokenBalances.flatMap((c) => [
      ['meta', 'preTokenBalances', ANY, ...c],
      ['meta', 'postTokenBalances', ANY, ...c],
    ]),
    ['meta', 'rewards', ANY, 'commission'],
    ...innerInstructions.map((c) => ['meta', 'innerInstructions', ANY, ...c]),
    ...message.map((c) => ['transaction', 'message', ...c]),
    ['version'],
  ],
};

/** A node of the key-path tree: where a path goes on by name or by index, and whether one ends here. */
interface PathNode {
  byName: Map<string, PathNode>;
  byIndex: PathNode | null;
  numeric: boolean;
}

function pathTree(paths: readonly KeyPath[]): PathNode {
  const root: PathNode = { byName: new Map(), byIndex: null, numeric: false };
  for (const path of paths) {
    let node = root;
    for (const part of path) {
      let next = typeof part === 'symbol' ? node.byIndex : node.byName.get(part);
      if (!next) {
        next = { byName: new Map(), byIndex: null, numeric: false };
        if (typeof part === 'symbol') node.byIndex = next;
        else node.byName.set(part, next);
      }
      node = next;
    }
    node.numeric = true;
  }
  return root;
}

/**
 * Kit's bigint upcast of a reply's result, in place: every integer becomes a bigint except where a key path
 * of the method says it stays a number (then it is made a number).
 */
export function upcastInPlace(value: unknown, at: PathNode | null): unknown {
  if (Array.isArray(value)) {
    const next = at?.byIndex ?? null;
    for (let i = 0; i < value.length; i++) value[i] = upcastInPlace(value[i], next);
    return value;
  }
  if (typeof value === 'object' && value !== null) {
    const o = value as Record<string, unknown>;
    for (const key of Object.keys(o)) o[key] = upcastInPlace(o[key], at?.byName.get(key) ?? null);
    return o;
  }
  if ((typeof value === 'number' && Number.isInteger(value)) || typeof value === 'bigint')
    return at?.numeric ? Number(value) : BigInt(value);
  return value;
}

const TREES = new Map(Object.entries(NUMERIC_KEY_PATHS).map(([m, paths]) => [m, pathTree(paths)]));

/** Carries a successful reply past kit's response transformer. */
class Passed {
  constructor(readonly reply: { result: unknown }) {}
}

type Plan = { execute(config: { signal?: AbortSignal; transport: RpcTransport }): Promise<unknown> };

/**
 * Kit's Solana RPC API, with the replies of the methods in {@link NUMERIC_KEY_PATHS} upcast in one pass (the
 * transport must hand each call a reply of its own, as a freshly parsed one is). The request, its default
 * commitment and integer checks, and every error reply are kit's own.
 */
function scannerRpcApi() {
  const base = createSolanaRpcApi(DEFAULT_RPC_CONFIG) as unknown as Record<string, (...p: unknown[]) => Plan>;
  return new Proxy(base, {
    get(target, method, receiver) {
      const make = Reflect.get(target, method, receiver) as (...p: unknown[]) => Plan;
      const tree = typeof method === 'string' ? TREES.get(method) : undefined;
      if (!tree) return make;
      return (...params: unknown[]): Plan => {
        const plan = make(...params);
        return {
          async execute({ signal, transport }) {
            const through = (async (request: Parameters<RpcTransport>[0]) => {
              const reply = await transport<{ result?: unknown; error?: unknown }>(request);
              // An error reply goes on to kit's transformer (it throws kit's error); a result skips it.
              if (reply && typeof reply === 'object' && !('error' in reply)) throw new Passed(reply as never);
              return reply;
            }) as RpcTransport;
            try {
              return await plan.execute({ signal, transport: through });
            } catch (e) {
              if (e instanceof Passed) return upcastInPlace(e.reply.result, tree);
              throw e;
            }
          },
        };
      };
    },
  }) as unknown as ReturnType<typeof createSolanaRpcApi>;
}

/** A kit Solana RPC over `transport` whose big replies cost one pass to upcast (see {@link scannerRpcApi}). */
export function createScannerRpcFromTransport(transport: RpcTransport): Rpc<SolanaRpcApi> {
  return createRpc({ api: scannerRpcApi(), transport }) as unknown as Rpc<SolanaRpcApi>;
}
