// The legacy transaction messages the API compiles and signs itself (a trade or graduation, an escrow's release,
// the localnet faucet's airdrop), and the read of a transaction back once the chain confirmed it (a trade's
// settlement, the burn index), each written once here for trade/, marketing/, burns/ and the localnet.
import {
  AccountRole,
  type Address,
  appendTransactionMessageInstructions,
  blockhash,
  createTransactionMessage,
  getAddressComparator,
  type Instruction,
  pipe,
  type Signature,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type TransactionSigner,
} from '@solana/kit';
import { base58Decode } from '@solpad/core/rpc';
import type { ChainRpc } from '../lib/chain-rpc';
import { compactU16 } from './compact-u16';

/** A message paid for by `feePayer`, valid while `lifetime`'s blockhash is, carrying `instructions` (unsigned). */
export function legacyMessage(
  feePayer: TransactionSigner,
  lifetime: { blockhash: string; lastValidBlockHeight: bigint },
  instructions: Instruction[],
) {
  return pipe(
    createTransactionMessage({ version: 'legacy' }),
    (m) => setTransactionMessageFeePayerSigner(feePayer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash(lifetime.blockhash), lastValidBlockHeight: lifetime.lastValidBlockHeight },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
}

let addressOrder: ((a: string, b: string) => number) | undefined;
const SIGNER = 2; // kit's AccountRole bits: 2 signer, 1 writable
const WRITABLE = 1;

/**
 * The wire bytes (every signature slot empty) and the message of a legacy transaction paid by `feePayer`, valid
 * while `recentBlockhash` is: byte for byte what kit compiles and encodes from {@link legacyMessage} (the fee payer
 * first, then signers before the others, writable before read-only, then kit's address order; roles an address has
 * in several instructions merged), made without kit's intermediate objects and BigInt base58 — most of a wallet's
 * first quote. Null where kit's rules would need more than this (an invoked program among the accounts or paying
 * the fee, which kit refuses; more than 256 accounts; a lookup table; a malformed address): compile those with kit.
 */
export function compileLegacyUnsigned(
  feePayer: Address,
  recentBlockhash: string,
  instructions: readonly Instruction[],
): { wire: Uint8Array; message: Uint8Array } | null {
  const roles = new Map<string, number>([[feePayer, AccountRole.WRITABLE_SIGNER]]);
  for (const ix of instructions)
    for (const a of ix.accounts ?? []) {
      if ('lookupTableAddress' in a) return null;
      roles.set(a.address, (roles.get(a.address) ?? 0) | a.role);
    }
  for (const { programAddress } of instructions) {
    if (roles.get(programAddress) ?? AccountRole.READONLY) return null;
    roles.set(programAddress, AccountRole.READONLY);
  }
  addressOrder ??= getAddressComparator();
  const order = addressOrder;
  const others = [...roles].filter(([a]) => a !== feePayer);
  others.sort(([la, lr], [ra, rr]) => {
    if ((lr & SIGNER) !== (rr & SIGNER)) return lr & SIGNER ? -1 : 1;
    if ((lr & WRITABLE) !== (rr & WRITABLE)) return lr & WRITABLE ? -1 : 1;
    return order(la, ra);
  });
  const accounts: [string, number][] = [[feePayer, AccountRole.WRITABLE_SIGNER], ...others];
  const hash = base58Decode(recentBlockhash);
  if (accounts.length > 256 || hash?.length !== 32) return null;
  const index = new Map(accounts.map(([a], i) => [a, i]));
  const signers = accounts.filter(([, r]) => r & SIGNER).length;
  const header = [
    signers,
    accounts.filter(([, r]) => r === AccountRole.READONLY_SIGNER).length,
    accounts.filter(([, r]) => r === AccountRole.READONLY).length,
  ];
  const parts: (number[] | Uint8Array)[] = [header, compactU16(accounts.length)];
  for (const [address] of accounts) {
    const bytes = base58Decode(address);
    if (bytes?.length !== 32) return null;
    parts.push(bytes);
  }
  parts.push(hash, compactU16(instructions.length));
  for (const ix of instructions) {
    const keys = ix.accounts ?? [];
    const data = ix.data ?? new Uint8Array();
    parts.push([index.get(ix.programAddress) as number, ...compactU16(keys.length)]);
    parts.push(
      keys.map((a) => index.get(a.address) as number),
      compactU16(data.length),
      data as Uint8Array,
    );
  }
  const prefix = [...compactU16(signers), ...new Array<number>(64 * signers).fill(0)];
  const wire = new Uint8Array(prefix.length + parts.reduce((n, p) => n + p.length, 0));
  wire.set(prefix, 0);
  let at = prefix.length;
  for (const p of parts) {
    wire.set(p, at);
    at += p.length;
  }
  return { wire, message: wire.subarray(prefix.length) };
}

/** The confirmed transaction `signature` as base64 wire bytes with its meta; null when the chain does not know it. */
export function fetchConfirmed(rpc: ChainRpc, signature: string) {
  return rpc
    .getTransaction(signature as Signature, {
      encoding: 'base64',
      maxSupportedTransactionVersion: 0,
      commitment: 'confirmed',
    })
    .send();
}
