// A world of mints, wallets and token accounts driven by random (seeded) real transactions through the localnet's
// JSON-RPC: what the token-account index is tested against (token-index.test.ts).
import {
  AccountRole,
  type Address,
  address,
  generateKeyPairSigner,
  getAddressEncoder,
  getProgramDerivedAddress,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import {
  AuthorityType,
  extension,
  findAssociatedTokenPda,
  getApproveInstruction,
  getBurnCheckedInstruction,
  getCloseAccountInstruction,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeAccount3Instruction,
  getMintToInstruction,
  getSetAuthorityInstruction,
  getTransferCheckedInstruction,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';
import type { ChainBackend } from '../src/chain/types';
import { createChainRpc } from '../src/lib/chain-rpc';
import { createFixture, signedTransaction } from './scanner-fixtures';

const TOKEN = TOKEN_PROGRAM_ADDRESS;
const T22 = TOKEN_2022_PROGRAM_ADDRESS;
const MEMO_PROGRAM = address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
const LOOKUP_TABLE_PROGRAM = address('AddressLookupTab1e1111111111111111111111111');
const SYSTEM_PROGRAM = address('11111111111111111111111111111111');
const ctx = { clientId: 'token-world' };

/** mulberry32: a small seeded generator, so a failing sequence can be replayed. */
export function prng(seed: number) {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One JSON-RPC call to `chain`, answered as parsed JSON (`result` or `error`). */
// biome-ignore lint/suspicious/noExplicitAny: raw JSON-RPC replies, compared as data.
export async function call(chain: ChainBackend, method: string, params: unknown[]): Promise<any> {
  return JSON.parse(await chain.handleRpc(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }), ctx));
}

export interface Mint {
  address: Address;
  program: Address;
  decimals: number;
}
export interface Account {
  address: Address;
  mint: Mint;
  owner: KeyPairSigner;
  ata: boolean;
  closed: boolean;
}

/**
 * An address lookup table of `payer` holding `addresses`: its CreateLookupTable (recent slot 0, which the
 * localnet's SlotHashes knows) and ExtendLookupTable instructions, built by hand (no client package here).
 */
export async function lookupTable(payer: KeyPairSigner, addresses: Address[]) {
  const [table, bump] = await getProgramDerivedAddress({
    programAddress: LOOKUP_TABLE_PROGRAM,
    seeds: [getAddressEncoder().encode(payer.address), new Uint8Array(8)],
  });
  const create = new Uint8Array(13); // u32 0 (CreateLookupTable), u64 recent slot 0, u8 bump
  create[12] = bump;
  const extend = new Uint8Array(12 + 32 * addresses.length); // u32 2 (ExtendLookupTable), u64 count, addresses
  const view = new DataView(extend.buffer);
  view.setUint32(0, 2, true);
  view.setBigUint64(4, BigInt(addresses.length), true);
  for (const [i, a] of addresses.entries()) extend.set(getAddressEncoder().encode(a), 12 + 32 * i);
  const accounts = (authority: AccountRole) => [
    { address: table, role: AccountRole.WRITABLE },
    {
      address: payer.address,
      role: authority,
      ...(authority === AccountRole.READONLY ? {} : { signer: payer }),
    },
    { address: payer.address, role: AccountRole.WRITABLE_SIGNER, signer: payer },
    { address: SYSTEM_PROGRAM, role: AccountRole.READONLY },
  ];
  return {
    table,
    instructions: [
      { programAddress: LOOKUP_TABLE_PROGRAM, accounts: accounts(AccountRole.READONLY), data: create },
      { programAddress: LOOKUP_TABLE_PROGRAM, accounts: accounts(AccountRole.READONLY_SIGNER), data: extend },
    ] as Instruction[],
  };
}

/** A world of mints, wallets and token accounts driven by real transactions through the localnet's JSON-RPC. */
export async function world(chain: ChainBackend, random: () => number) {
  const rpc = createChainRpc(chain);
  const payer = await generateKeyPairSigner();
  await rpc.requestAirdrop(payer.address, 10_000_000_000n as never).send();
  const wallets = await Promise.all(Array.from({ length: 5 }, () => generateKeyPairSigner()));
  const mints: Mint[] = [];
  const accounts: Account[] = [];
  let sent = 0;
  const pick = <T>(xs: readonly T[]): T | undefined => xs[Math.floor(random() * xs.length)];
  const amountIn = (max: bigint) => (max <= 0n ? 0n : BigInt(Math.floor(random() * Number(max))) + 1n);

  /**
   * Sends one transaction, its accounts looked up in `tables` where they can be. With preflight a failing one
   * is refused (nothing lands); without, it lands failed.
   */
  async function sendV0(
    instructions: Instruction[],
    skipPreflight: boolean,
    tables: Record<Address, Address[]> = {},
  ) {
    const { value: latest } = await rpc.getLatestBlockhash().send();
    const memo: Instruction = {
      programAddress: MEMO_PROGRAM,
      data: new TextEncoder().encode(`step ${sent++}`),
    };
    const wire = await signedTransaction(payer, latest, [...instructions, memo], tables);
    return rpc.sendTransaction(wire, { encoding: 'base64', skipPreflight }).send();
  }
  /** A random step's transaction: refused or failed ones are part of the sequence too. */
  const send = (instructions: Instruction[], skipPreflight = random() < 0.25) =>
    sendV0(instructions, skipPreflight).catch(() => {});
  const balance = async (a: Account) => {
    const reply = await call(chain, 'getTokenAccountBalance', [a.address]);
    return reply.result ? BigInt(reply.result.value.amount) : null; // null: closed
  };
  const config = (m: Mint) => ({ programAddress: m.program });

  const open = () => accounts.filter((a) => !a.closed);
  /** A new account of a token account's size (165 bytes) owned by `programAddress`, not initialised. */
  const allocateTokenAccount = (account: KeyPairSigner, programAddress: Address) =>
    getCreateAccountInstruction({
      payer,
      newAccount: account,
      lamports: 3_000_000n as never,
      space: 165,
      programAddress,
    });
  /** All of `have`, or a random part of it. */
  const partOf = (have: bigint) => (random() < 0.3 ? have : amountIn(have));
  /** A checked burn of `amount` from `a` by its owner. */
  const burnFrom = (a: Account, amount: bigint) =>
    getBurnCheckedInstruction(
      { account: a.address, mint: a.mint.address, authority: a.owner, amount, decimals: a.mint.decimals },
      config(a.mint),
    );
  const actions: Array<[() => number, () => Promise<void>]> = [
    [
      () => (mints.length < 3 ? 30 : mints.length < 8 ? 4 : 0),
      async () => {
        const program = random() < 0.5 ? TOKEN : T22;
        const withExtension = program === T22 && random() < 0.5;
        const decimals = Math.floor(random() * 10);
        const { mint } = await createFixture(
          rpc,
          {
            program: program === TOKEN ? 'token' : 'token-2022',
            decimals,
            holders: [],
            keepMintAuthority: true,
            extensions: withExtension
              ? [extension('MintCloseAuthority', { closeAuthority: payer.address })]
              : [],
          },
          payer,
        );
        mints.push({ address: mint, program, decimals });
      },
    ],
    [
      () => 15,
      async () => {
        const mint = pick(mints);
        const owner = pick(wallets);
        if (!mint || !owner) return;
        const [ata] = await findAssociatedTokenPda({
          owner: owner.address,
          mint: mint.address,
          tokenProgram: mint.program,
        });
        await send([
          getCreateAssociatedTokenIdempotentInstruction({
            payer,
            ata,
            owner: owner.address,
            mint: mint.address,
            tokenProgram: mint.program,
          }),
        ]);
        const known = accounts.find((a) => a.address === ata);
        if (!known) accounts.push({ address: ata, mint, owner, ata: true, closed: false });
        else known.closed = (await balance(known)) === null;
      },
    ],
    [
      () => 8,
      async () => {
        const mint = pick(mints);
        const owner = pick(wallets);
        if (!mint || !owner) return;
        const account = await generateKeyPairSigner();
        await send([
          allocateTokenAccount(account, mint.program),
          getInitializeAccount3Instruction(
            { account: account.address, mint: mint.address, owner: owner.address },
            config(mint),
          ),
        ]);
        accounts.push({ address: account.address, mint, owner, ata: false, closed: false });
      },
    ],
    [
      () => 2,
      async () => {
        // A token-program account never initialised: all zeros, filed under the zero words.
        const account = await generateKeyPairSigner();
        await send([allocateTokenAccount(account, random() < 0.5 ? TOKEN : T22)]);
      },
    ],
    [
      () => 20,
      async () => {
        const a = pick(open());
        if (!a) return;
        const amount = amountIn(1_000_000_000n);
        await send([
          getMintToInstruction(
            { mint: a.mint.address, token: a.address, mintAuthority: payer, amount },
            config(a.mint),
          ),
        ]);
      },
    ],
    [
      () => 25,
      async () => {
        const from = pick(open());
        const to = pick(open().filter((a) => from && a.mint === from.mint && a !== from));
        if (!from || !to) return;
        const amount = partOf((await balance(from)) ?? 0n);
        await send([
          getTransferCheckedInstruction(
            {
              source: from.address,
              mint: from.mint.address,
              destination: to.address,
              authority: from.owner,
              amount,
              decimals: from.mint.decimals,
            },
            config(from.mint),
          ),
        ]);
      },
    ],
    [
      () => 7,
      async () => {
        const a = pick(open());
        if (!a) return;
        await send([burnFrom(a, partOf((await balance(a)) ?? 0n))]);
      },
    ],
    [
      () => 8,
      async () => {
        // Close: empty it (burn what is left) and close it in one transaction; an ATA may be created again later.
        const a = pick(open());
        if (!a) return;
        const have = await balance(a);
        if (have === null) return;
        await send([
          ...(have > 0n ? [burnFrom(a, have)] : []),
          getCloseAccountInstruction(
            { account: a.address, destination: payer.address, owner: a.owner },
            config(a.mint),
          ),
        ]);
        a.closed = (await balance(a)) === null;
      },
    ],
    [
      () => 6,
      async () => {
        // Owner change: refiles the account under its new owner (refused for ATAs: immutable owner).
        const a = pick(open().filter((x) => !x.ata || random() < 0.2));
        const to = pick(wallets);
        if (!a || !to || to === a.owner) return;
        await send(
          [
            getSetAuthorityInstruction(
              {
                owned: a.address,
                owner: a.owner,
                authorityType: AuthorityType.AccountOwner,
                newAuthority: to.address,
              },
              config(a.mint),
            ),
          ],
          true,
        );
        const owner = (await call(chain, 'getAccountInfo', [a.address, { encoding: 'jsonParsed' }])).result
          .value?.data?.parsed?.info?.owner;
        if (owner === to.address) a.owner = to;
      },
    ],
    [
      () => 3,
      async () => {
        const a = pick(open());
        const delegate = pick(wallets);
        if (!a || !delegate) return;
        await send([
          getApproveInstruction(
            { source: a.address, delegate: delegate.address, owner: a.owner, amount: 5n },
            config(a.mint),
          ),
        ]);
      },
    ],
  ];

  return {
    rpc,
    sendV0,
    payer,
    wallets,
    mints,
    accounts,
    /** One random action (weighted). */
    async step() {
      const weights = actions.map(([weight]) => weight());
      let r = random() * weights.reduce((s, x) => s + x, 0);
      for (const [i, [, act]] of actions.entries()) {
        r -= weights[i] ?? 0;
        if (r < 0) return act();
      }
    },
  };
}
