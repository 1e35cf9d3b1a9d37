import {
  AccountRole,
  type Address,
  appendTransactionMessageInstructions,
  compressTransactionMessageUsingAddressLookupTables,
  createTransactionMessage,
  generateKeyPairSigner,
  getAddressDecoder,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  getTransactionDecoder,
  type Instruction,
  partiallySignTransactionMessageWithSigners,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { RpcError } from '../json-rpc';
import { type CompiledMessage, decodeStoredWire, decodeWire, writableFlags } from './message';

const randomAddress = () => getAddressDecoder().decode(crypto.getRandomValues(new Uint8Array(32)));

/** Byte arrays as plain arrays, so two decodings compare by value whatever their buffer. */
const plain = (v: unknown) =>
  JSON.parse(JSON.stringify(v, (_k, x) => (x instanceof Uint8Array ? Array.from(x) : x)));

/** The decoding through kit's codecs that decodeWire replaced: the reference it must agree with. */
function kitDecode(bytes: Uint8Array) {
  const base58 = getBase58Decoder();
  const tx = getTransactionDecoder().decode(bytes);
  const message = getCompiledTransactionMessageDecoder().decode(tx.messageBytes) as CompiledMessage;
  const version = (message as { version: unknown }).version;
  if (version !== 'legacy' && version !== 0)
    throw new Error(`transaction version ${String(version)} is not supported by this node`);
  const signatures = Object.values(tx.signatures).map((s) => base58.decode(s ?? new Uint8Array(64)));
  return {
    tx,
    message,
    signature: signatures[0] ?? base58.decode(new Uint8Array(64)),
    signatures,
    wireBase64: Buffer.from(bytes).toString('base64'),
    blockhash: message.lifetimeToken,
    accountKeys: message.staticAccounts.map(String),
    writable: writableFlags(message),
  };
}

/** Both decodings of `bytes` as plain values: the decoded transaction, or that it was refused. */
function both(bytes: Uint8Array) {
  const ours = (() => {
    try {
      return plain(decodeWire(bytes));
    } catch (e) {
      expect(e).toBeInstanceOf(RpcError);
      expect((e as RpcError).code).toBe(-32602);
      return 'refused';
    }
  })();
  const kit = (() => {
    try {
      const decoded = kitDecode(bytes);
      // kit reads a field past the end of the bytes as zeros (a missing instruction count as none): a truncated
      // transaction it "decodes" is one the message it made does not encode back to.
      const again = getCompiledTransactionMessageEncoder().encode(decoded.message as never);
      const made = decoded.tx.messageBytes;
      if (again.length > made.length || again.some((b, i) => b !== made[i])) return 'refused';
      return plain(decoded);
    } catch {
      return 'refused';
    }
  })();
  return { ours, kit };
}

async function wire(
  version: 0 | 'legacy',
  instructions: Instruction[],
  lookups?: Record<Address, Address[]>,
) {
  const payer = await generateKeyPairSigner();
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: randomAddress() as never, lastValidBlockHeight: 100n },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  const compressed =
    lookups && version === 0
      ? compressTransactionMessageUsingAddressLookupTables(message as never, lookups)
      : message;
  return getBase64EncodedWireTransaction(
    await partiallySignTransactionMessageWithSigners(compressed as never),
  );
}

/**
 * An instruction of `program` writing `a`, reading `b`, with a co-signer that signs only when the wire is signed by
 * it (partiallySign leaves its signature zeros: null in the decoded signatures, as kit has it), and `data`.
 */
async function cosignedInstruction(
  program: Address,
  a: Address,
  b: Address,
  data: Uint8Array,
): Promise<Instruction> {
  const cosigner = await generateKeyPairSigner();
  return {
    programAddress: program,
    accounts: [
      { address: a, role: AccountRole.WRITABLE },
      { address: cosigner.address, role: AccountRole.READONLY_SIGNER, signer: cosigner } as never,
      { address: b, role: AccountRole.READONLY },
    ],
    data,
  };
}

describe('decodeStoredWire', () => {
  it('decodes legacy and v0 transactions (lookups, several signers, empty data or accounts) as decodeWire does', async () => {
    const [program, a, b, c, table] = Array.from({ length: 5 }, () => randomAddress());
    const instructions: Instruction[] = [
      await cosignedInstruction(
        program!,
        a!,
        b!,
        new Uint8Array(300).map((_, i) => i % 256),
      ),
      { programAddress: program!, accounts: [{ address: c!, role: AccountRole.WRITABLE }] },
      { programAddress: program!, data: new Uint8Array([7]) },
    ];
    const wires = [
      await wire('legacy', instructions),
      await wire(0, instructions),
      await wire(0, instructions, { [table!]: [b!, c!] }),
    ];
    for (const w of wires) {
      const reference = kitDecode(new Uint8Array(Buffer.from(w, 'base64')));
      expect(plain(decodeWire(w))).toEqual(plain(reference));
      const fast = decodeStoredWire(w);
      expect(plain({ ...fast, tx: null })).toEqual(plain({ ...reference, tx: null }));
      expect(plain(fast.tx.messageBytes)).toEqual(plain(reference.tx.messageBytes));
      expect(plain(fast.tx.signatures)).toEqual(plain(reference.tx.signatures));
    }
    // The lookup table is really used by the last one (b and c come from it), so its decoding is exercised.
    expect(decodeStoredWire(wires[2]!).message).toMatchObject({
      addressTableLookups: [{ lookupTableAddress: table, readonlyIndexes: [0], writableIndexes: [1] }],
    });
  });

  it('decodeWire takes apart exactly what kit does, and refuses what kit refuses or reads past the end of: every truncation, random bytes changed', async () => {
    const [program, a, b, table] = Array.from({ length: 4 }, () => randomAddress());
    const instructions = [await cosignedInstruction(program!, a!, b!, new Uint8Array([1, 2, 3]))];
    const unsigned = async (version: 0 | 'legacy', lookups?: Record<Address, Address[]>) => {
      const bytes = new Uint8Array(Buffer.from(await wire(version, instructions, lookups), 'base64'));
      return bytes;
    };
    const wires = [await unsigned('legacy'), await unsigned(0), await unsigned(0, { [table!]: [a!, b!] })];
    let accepted = 0;
    let refused = 0;
    for (const bytes of wires) {
      const cases: Uint8Array[] = [bytes];
      for (let n = 0; n < bytes.length; n++) cases.push(bytes.subarray(0, n));
      // Every small value in the message's header and its first counts (signers, read-only, keys).
      const header =
        1 + 64 * (bytes[0] as number) + ((bytes[1 + 64 * (bytes[0] as number)] as number) & 0x80 ? 1 : 0);
      for (let at = header; at < header + 4; at++)
        for (let v = 0; v < 8; v++) {
          const changed = bytes.slice();
          changed[at] = v;
          cases.push(changed);
        }
      for (let i = 0; i < 400; i++) {
        const changed = bytes.slice();
        for (let k = 1 + (i % 3); k > 0; k--) {
          // Mostly the structure (counts, header, indexes) before the signatures' and keys' bulk, some anywhere.
          const at =
            i % 2
              ? Math.floor(Math.random() * changed.length)
              : Math.floor(Math.random() * Math.min(4, changed.length));
          changed[at] = Math.floor(Math.random() * 256);
        }
        cases.push(changed);
      }
      for (const c of cases) {
        const { ours, kit } = both(c);
        expect(ours, Buffer.from(c).toString('hex')).toEqual(kit);
        if (ours === 'refused') refused++;
        else accepted++;
      }
    }
    expect(accepted).toBeGreaterThan(600);
    expect(refused).toBeGreaterThan(600);
  });
});
