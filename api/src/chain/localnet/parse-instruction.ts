import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { tokenAmountJson } from './token-amount';

const SYSTEM = '11111111111111111111111111111111';
const MEMO = ['MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr', 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo'];

/** An instruction in the `jsonParsed` form of Solana's RPC, or null when this node does not parse it. */
export type ParsedInstruction = {
  program: string;
  programId: string;
  parsed: unknown;
  stackHeight: number | null;
};

function u64(data: Uint8Array, offset: number): bigint | null {
  if (data.length < offset + 8) return null;
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true);
}

function parseSystem(data: Uint8Array, keys: string[], toBase58: (b: Uint8Array) => string) {
  if (data.length < 4) return null;
  const kind = new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(0, true);
  if (kind === 2) {
    const lamports = u64(data, 4);
    if (lamports === null || keys.length < 2) return null;
    return { type: 'transfer', info: { source: keys[0], destination: keys[1], lamports: Number(lamports) } };
  }
  if (kind === 0) {
    const lamports = u64(data, 4);
    const space = u64(data, 12);
    if (lamports === null || space === null || data.length < 52 || keys.length < 2) return null;
    return {
      type: 'createAccount',
      info: {
        source: keys[0],
        newAccount: keys[1],
        lamports: Number(lamports),
        space: Number(space),
        owner: toBase58(data.subarray(20, 52)),
      },
    };
  }
  return null;
}

/**
 * The SPL Token instructions parsed, by their first byte: their `jsonParsed` type, the names of their accounts in
 * order, and whether the amount comes with the mint's decimals (the Checked forms: `tokenAmount`) or alone.
 */
const TOKEN_INSTRUCTIONS: Readonly<
  Record<number, { type: string; accounts: readonly string[]; checked: boolean }>
> = {
  3: { type: 'transfer', accounts: ['source', 'destination', 'authority'], checked: false },
  12: { type: 'transferChecked', accounts: ['source', 'mint', 'destination', 'authority'], checked: true },
  7: { type: 'mintTo', accounts: ['mint', 'account', 'mintAuthority'], checked: false },
  14: { type: 'mintToChecked', accounts: ['mint', 'account', 'mintAuthority'], checked: true },
  8: { type: 'burn', accounts: ['account', 'mint', 'authority'], checked: false },
  15: { type: 'burnChecked', accounts: ['account', 'mint', 'authority'], checked: true },
};

function parseToken(data: Uint8Array, keys: string[]) {
  const kind = data[0];
  const amount = u64(data, 1);
  if (amount === null) return kind === 9 && keys.length >= 3 ? closeAccount(keys) : null;
  const ix = kind === undefined ? undefined : TOKEN_INSTRUCTIONS[kind];
  if (!ix) return null;
  const info: Record<string, unknown> = Object.fromEntries(ix.accounts.map((name, i) => [name, keys[i]]));
  if (!ix.checked) info.amount = `${amount}`;
  else {
    const decimals = data[9];
    info.tokenAmount = decimals === undefined ? null : tokenAmountJson(amount, decimals);
  }
  return { type: ix.type, info };
}

function closeAccount(keys: string[]) {
  return { type: 'closeAccount', info: { account: keys[0], destination: keys[1], owner: keys[2] } };
}

/**
 * Parses the instructions an explorer most needs (System transfer and createAccount, Memo, SPL Token and
 * Token-2022 transfers, mints, burns and closes) into Solana's `jsonParsed` shape. Anything else stays in
 * its raw form, as Solana's RPC does for programs it has no parser for.
 */
export function parseInstruction(
  programId: string,
  keys: string[],
  data: Uint8Array,
  stackHeight: number | null,
  toBase58: (b: Uint8Array) => string,
): ParsedInstruction | null {
  let program: string;
  let parsed: unknown;
  if (programId === SYSTEM) {
    program = 'system';
    parsed = parseSystem(data, keys, toBase58);
  } else if (MEMO.includes(programId)) {
    program = 'spl-memo';
    parsed = new TextDecoder('utf-8', { fatal: false }).decode(data);
  } else if (programId === TOKEN_PROGRAM_ADDRESS || programId === TOKEN_2022_PROGRAM_ADDRESS) {
    program = programId === TOKEN_PROGRAM_ADDRESS ? 'spl-token' : 'spl-token-2022';
    parsed = parseToken(data, keys);
  } else return null;
  return parsed === null ? null : { program, programId, parsed, stackHeight };
}
