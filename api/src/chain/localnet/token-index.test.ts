// The token-account index against a brute-force scan: a random (seeded) sequence of real token transactions on
// the localnet — mints, ATAs, plain accounts, mint-to, transfers, burns, closes, owner changes, failed
// transactions — and after every few steps each indexed query must answer exactly what a filter over all the
// program's accounts gives. Then the same chain reopened from its journal, from its snapshot, and with the index
// switched off must answer the same, byte for byte.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Address,
  address,
  generateKeyPairSigner,
  getAddressEncoder,
  type KeyPairSigner,
} from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import {
  AuthorityType,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeAccount3Instruction,
  getMintToInstruction,
  getSetAuthorityInstruction,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';
import { afterEach, describe, expect, it } from 'vitest';
import { createFixture } from '../../../test/scanner-fixtures';
import { call, lookupTable, prng, world } from '../../../test/token-world';
import { createLogger } from '../../lib/logger';
import type { ChainBackend } from '../types';
import { createLocalnet } from '.';

const TOKEN = TOKEN_PROGRAM_ADDRESS;
const T22 = TOKEN_2022_PROGRAM_ADDRESS;
const PROGRAMS = [TOKEN, T22] as const;
const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const STEPS = 140;
const CHECK_EVERY = 20;
const wordOf = (a: string) => Buffer.from(getAddressEncoder().encode(address(a)));

const dirs: string[] = [];
const chains: ChainBackend[] = [];
async function open(dataDir: string, indexTokenAccounts = true) {
  const chain = await createLocalnet({ dataDir, logger: createLogger('silent'), indexTokenAccounts });
  chains.push(chain);
  return chain;
}
afterEach(async () => {
  for (const c of chains.splice(0)) await c.close().catch(() => {});
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

interface RawAccount {
  pubkey: string;
  account: { data: [string, string]; owner: string; lamports: number; space: number };
}
const bytesOf = (r: RawAccount) => Buffer.from(r.account.data[0], 'base64');
const byPubkey = (a: { pubkey: string }, b: { pubkey: string }) => (a.pubkey < b.pubkey ? -1 : 1);
const isTokenAccount = (program: string, d: Buffer) =>
  d.length === 165 || (program === T22 && d.length > 165 && d[165] === 2);

/**
 * Asserts that every indexed query answers what a brute-force filter over all the program's accounts (a
 * getProgramAccounts without filters: the unindexed path) gives, for each word of interest.
 */
async function expectIndexMatchesScan(
  chain: ChainBackend,
  mints: string[],
  owners: string[],
  others: string[],
) {
  const all: Record<string, RawAccount[]> = {};
  for (const p of PROGRAMS)
    all[p] = (await call(chain, 'getProgramAccounts', [p, { encoding: 'base64' }])).result;
  const matching = (program: string, pairs: Array<[number, Buffer]>) =>
    (all[program] ?? [])
      .filter((r) => {
        const d = bytesOf(r);
        return pairs.every(([o, b]) => d.length >= o + b.length && d.subarray(o, o + b.length).equals(b));
      })
      .sort(byPubkey);
  const gpa = async (program: string, filters: unknown[], extra: object = {}) =>
    (
      (await call(chain, 'getProgramAccounts', [program, { encoding: 'base64', filters, ...extra }]))
        .result as RawAccount[]
    )
      .slice()
      .sort(byPubkey);
  const words = [...mints, ...owners, ...others];
  for (const program of PROGRAMS) {
    for (const w of words) {
      expect(await gpa(program, [{ memcmp: { offset: 0, bytes: w } }])).toEqual(
        matching(program, [[0, wordOf(w)]]),
      );
      expect(await gpa(program, [{ memcmp: { offset: 32, bytes: w } }])).toEqual(
        matching(program, [[32, wordOf(w)]]),
      );
      // The scanner's holder count: mint memcmp, dataSize (classic), an 8-byte slice of the amount.
      const sliced = await gpa(program, [{ dataSize: 165 }, { memcmp: { offset: 0, bytes: w } }], {
        dataSlice: { offset: 64, length: 8 },
      });
      expect(sliced.map((r) => [r.pubkey, r.account.data[0]])).toEqual(
        matching(program, [[0, wordOf(w)]])
          .filter((r) => bytesOf(r).length === 165)
          .map((r) => [r.pubkey, bytesOf(r).subarray(64, 72).toString('base64')]),
      );
    }
    for (const o of owners) {
      const value = (
        await call(chain, 'getTokenAccountsByOwner', [o, { programId: program }, { encoding: 'base64' }])
      ).result.value as RawAccount[];
      expect(value.slice().sort(byPubkey)).toEqual(
        matching(program, [[32, wordOf(o)]]).filter((r) => isTokenAccount(program, bytesOf(r))),
      );
    }
  }
  for (const m of mints) {
    const mintAccount = (await call(chain, 'getAccountInfo', [m, { encoding: 'base64' }])).result.value;
    const program = mintAccount.owner as string;
    const decimals = Buffer.from(mintAccount.data[0], 'base64')[44];
    const holders = matching(program, [[0, wordOf(m)]]).filter((r) => isTokenAccount(program, bytesOf(r)));
    const expected = holders
      .map((r) => ({ address: r.pubkey, amount: bytesOf(r).readBigUInt64LE(64) }))
      .sort((x, y) =>
        x.amount === y.amount ? (x.address < y.address ? -1 : 1) : x.amount > y.amount ? -1 : 1,
      )
      .slice(0, 20)
      .map((a) => ({ address: a.address, amount: a.amount.toString(), decimals }));
    const largest = (await call(chain, 'getTokenLargestAccounts', [m])).result.value as Array<{
      address: string;
      amount: string;
      decimals: number;
    }>;
    expect(largest.map(({ address, amount, decimals }) => ({ address, amount, decimals }))).toEqual(expected);
    for (const o of owners) {
      const value = (await call(chain, 'getTokenAccountsByOwner', [o, { mint: m }, { encoding: 'base64' }]))
        .result.value as RawAccount[];
      expect(value.slice().sort(byPubkey)).toEqual(
        holders.filter((r) => bytesOf(r).subarray(32, 64).equals(wordOf(o))),
      );
    }
    // Mint and owner in one 64-byte memcmp (both indexed words at once).
    for (const o of owners.slice(0, 3)) {
      const both = Buffer.concat([wordOf(m), wordOf(o)]).toString('base64');
      expect(await gpa(program, [{ memcmp: { offset: 0, bytes: both, encoding: 'base64' } }])).toEqual(
        matching(program, [[0, Buffer.concat([wordOf(m), wordOf(o)])]]),
      );
    }
  }
}

/** Every query of {@link expectIndexMatchesScan}, as normalised reply text (order and context slot removed). */
async function answers(chain: ChainBackend, mints: string[], owners: string[]): Promise<string[]> {
  const out: string[] = [];
  const norm = (reply: { result?: unknown; error?: unknown }) => {
    const r = reply.result as { value?: unknown } | unknown[] | undefined;
    const list = Array.isArray(r) ? r : (r as { value?: unknown })?.value;
    return JSON.stringify(
      Array.isArray(list) && list.every((x) => x && typeof x === 'object' && 'pubkey' in x)
        ? [...(list as RawAccount[])].sort(byPubkey)
        : (list ?? reply.error),
    );
  };
  for (const p of PROGRAMS) {
    for (const w of [...mints, ...owners]) {
      for (const offset of [0, 32])
        out.push(
          norm(
            await call(chain, 'getProgramAccounts', [
              p,
              { encoding: 'base64', filters: [{ memcmp: { offset, bytes: w } }] },
            ]),
          ),
        );
    }
    for (const o of owners)
      out.push(
        norm(await call(chain, 'getTokenAccountsByOwner', [o, { programId: p }, { encoding: 'jsonParsed' }])),
      );
  }
  for (const m of mints) {
    out.push(norm(await call(chain, 'getTokenLargestAccounts', [m])));
    for (const o of owners) out.push(norm(await call(chain, 'getTokenAccountsByOwner', [o, { mint: m }])));
  }
  return out;
}

describe('token-account index', () => {
  it('answers every token query exactly as a scan of all accounts, through a random sequence of real transactions and after restarts', async () => {
    const seed = Number(process.env.TOKEN_INDEX_SEED ?? 17);
    const dir = mkdtempSync(path.join(tmpdir(), 'solpad-token-index-'));
    dirs.push(dir);
    const chain = await open(dir);
    const w = await world(chain, prng(seed));
    const words = () => ({
      mints: w.mints.map((m) => m.address as string),
      owners: w.wallets.map((x) => x.address as string),
      // Not token words: the payer, and the zero word an uninitialised account carries at 0 and 32.
      others: [w.payer.address, SYSTEM_PROGRAM],
    });
    for (let i = 1; i <= STEPS; i++) {
      await w.step();
      if (i % CHECK_EVERY === 0) {
        const { mints, owners, others } = words();
        await expectIndexMatchesScan(chain, mints, owners, others).catch((e) => {
          throw new Error(`seed ${seed}, after step ${i}: ${e instanceof Error ? e.message : String(e)}`);
        });
      }
    }
    const { mints, owners } = words();
    expect(w.mints.length).toBeGreaterThan(2);
    expect(w.accounts.length).toBeGreaterThan(10);
    const live = await answers(chain, mints, owners);
    // Journal replay (a copy taken while the chain runs: its snapshot predates the sequence), and the scan.
    const replayDir = mkdtempSync(path.join(tmpdir(), 'solpad-token-index-replay-'));
    const scanDir = mkdtempSync(path.join(tmpdir(), 'solpad-token-index-scan-'));
    dirs.push(replayDir, scanDir);
    cpSync(dir, replayDir, { recursive: true });
    cpSync(dir, scanDir, { recursive: true });
    expect(await answers(await open(replayDir), mints, owners)).toEqual(live);
    expect(await answers(await open(scanDir, false), mints, owners)).toEqual(live);

    // Snapshot restore: close (writes a snapshot), reopen.
    chains.splice(chains.indexOf(chain), 1);
    await chain.close();
    expect(await answers(await open(dir), mints, owners)).toEqual(live);
  }, 120_000);

  it('files accounts a transaction reaches only through an address lookup table', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'solpad-token-index-alt-'));
    dirs.push(dir);
    const chain = await open(dir);
    const w = await world(chain, prng(1));
    const { mint } = await createFixture(
      w.rpc,
      { program: 'token', holders: [], keepMintAuthority: true },
      w.payer,
    );
    const [owner, newOwner] = w.wallets as [KeyPairSigner, KeyPairSigner];
    const plain = await generateKeyPairSigner();
    const [ata] = await findAssociatedTokenPda({ owner: owner.address, mint, tokenProgram: TOKEN });
    await w.sendV0(
      [
        getCreateAccountInstruction({
          payer: w.payer,
          newAccount: plain,
          lamports: 3_000_000n as never,
          space: 165,
          programAddress: TOKEN,
        }),
        getInitializeAccount3Instruction(
          { account: plain.address, mint, owner: owner.address },
          { programAddress: TOKEN },
        ),
      ],
      false,
    );
    const { table, instructions } = await lookupTable(w.payer, [ata, plain.address]);
    await w.sendV0(instructions, false);
    await new Promise((r) => setTimeout(r, 900)); // a table serves from the slot after its last extension

    // The ATA's creation and the plain account's owner change name those accounts only through the table.
    const tables = { [table]: [ata, plain.address] } as Record<Address, Address[]>;
    await w.sendV0(
      [
        getCreateAssociatedTokenIdempotentInstruction({
          payer: w.payer,
          ata,
          owner: owner.address,
          mint,
          tokenProgram: TOKEN,
        }),
        getMintToInstruction(
          { mint, token: ata, mintAuthority: w.payer, amount: 7n },
          { programAddress: TOKEN },
        ),
        getSetAuthorityInstruction(
          {
            owned: plain.address,
            owner,
            authorityType: AuthorityType.AccountOwner,
            newAuthority: newOwner.address,
          },
          { programAddress: TOKEN },
        ),
      ],
      false,
      tables,
    );
    const byOwner = async (o: Address) =>
      (await call(chain, 'getTokenAccountsByOwner', [o, { mint }])).result.value.map(
        (a: RawAccount) => a.pubkey,
      );
    expect(await byOwner(owner.address)).toEqual([ata]);
    expect(await byOwner(newOwner.address)).toEqual([plain.address]);
    expect((await call(chain, 'getTokenLargestAccounts', [mint])).result.value[0]).toMatchObject({
      address: ata,
      amount: '7',
    });
    await expectIndexMatchesScan(chain, [mint], [owner.address, newOwner.address], []);
  }, 60_000);
});
