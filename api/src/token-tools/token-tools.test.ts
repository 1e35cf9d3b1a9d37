// core's token tools against a real Solana runtime: the builders are compiled, signed by a wallet key and
// sent through the API's JSON-RPC to the LiteSVM localnet; every effect is read back from the chain.
import {
  type Address,
  address,
  generateKeyPairSigner,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  type Instruction,
  type KeyPairSigner,
  partiallySignTransaction,
} from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { isAppError } from '@solpad/core/errors';
import {
  buildCloseAccountInstructions,
  buildFreezeInstructions,
  buildRevokeAuthorityInstructions,
  buildUpdateMetadataAuthorityInstructions,
  buildUpdateMetadataFieldInstructions,
  explore,
  fetchMints,
  fetchNetworkStatus,
  fetchTokenAccounts,
  fetchWalletTokenAccounts,
  lookupToken,
  mintSizeAfterMetadataUpdate,
  sendInstructions,
  type TokenProgramKind,
} from '@solpad/core/token-tools';
import type { SignAndSend } from '@solpad/core/wallet';
import { beforeAll, describe, expect, it } from 'vitest';
import { burnOf, createToolsMint, fundedWallet } from '../../test/token-tools-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { createChainRpc } from '../lib/chain-rpc';

const t = useTestApp();
let rpc: ReturnType<typeof createChainRpc>;

beforeAll(async () => {
  rpc = createChainRpc(t.chain);
});

/** A wallet that signs with `signer` and sends through the JSON-RPC, as a browser wallet does. */
function walletOf(signer: KeyPairSigner): SignAndSend {
  return async (wire) => {
    const signed = await partiallySignTransaction([signer.keyPair], getTransactionDecoder().decode(wire));
    const sig = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
      .send();
    return new Uint8Array(getBase58Encoder().encode(sig));
  };
}

const send = (owner: KeyPairSigner, instructions: Instruction[]) =>
  sendInstructions({ rpc, signAndSend: walletOf(owner), feePayer: owner.address, pollMs: 50 }, instructions);

const funded = (sol?: bigint) => fundedWallet(rpc, sol);
const createMint = (owner: KeyPairSigner, program: TokenProgramKind, supply: bigint, withMetadata = false) =>
  createToolsMint(rpc, owner, program, supply, withMetadata);

const supplyOf = async (mint: Address) => BigInt((await rpc.getTokenSupply(mint).send()).value.amount);
const balanceOf = async (account: Address) =>
  BigInt((await rpc.getTokenAccountBalance(account).send()).value.amount);

describe('burn and close on chain', () => {
  it('burnChecked lowers the supply and the balance by exactly the amount (SPL Token)', async () => {
    const owner = await funded();
    const { mint, account } = await createMint(owner, 'token', 100_000_000n);
    const signature = await send(owner, burnOf('token', { mint, account }, owner.address, 40_000_000n));
    expect(await supplyOf(mint)).toBe(60_000_000n);
    expect(await balanceOf(account)).toBe(60_000_000n);
    const listed = await fetchWalletTokenAccounts(rpc, owner.address);
    expect(listed).toEqual([
      expect.objectContaining({ address: account, mint, amount: 60_000_000n, decimals: 6, program: 'token' }),
    ]);

    // The explorer decodes the burn it just made.
    const report = await explore(rpc, { type: 'transaction', query: signature });
    expect(report.kind).toBe('transaction');
    if (report.kind !== 'transaction') return;
    expect(report.ok).toBe(true);
    expect(report.signers).toEqual([owner.address]);
    expect(report.instructions[0]).toMatchObject({ programName: 'SPL Token', name: 'Burn Checked' });
  });

  it('closeAccount of an emptied Token-2022 account returns its rent to the owner', async () => {
    const owner = await funded();
    const { mint, account } = await createMint(owner, 'token-2022', 5n);
    await send(owner, burnOf('token-2022', { mint, account }, owner.address, 5n));
    const rent = (await rpc.getBalance(account).send()).value;
    const before = (await rpc.getBalance(owner.address).send()).value;
    await send(
      owner,
      buildCloseAccountInstructions({ program: 'token-2022', account, owner: owner.address }),
    );
    expect((await rpc.getAccountInfo(account).send()).value).toBeNull();
    expect((await rpc.getBalance(owner.address).send()).value).toBe(before + rent - 5000n);
  });

  it('refuses to close an account that still holds tokens, and says why', async () => {
    const owner = await funded();
    const { account } = await createMint(owner, 'token', 1n);
    const error = await send(
      owner,
      buildCloseAccountInstructions({ program: 'token', account, owner: owner.address }),
    ).catch((e: unknown) => e);
    expect(isAppError(error, 'TX__FAILED')).toBe(true);
    expect((error as Error).message).toContain('not empty');
    expect(await balanceOf(account)).toBe(1n);
  });
});

describe('authorities, metadata and freeze on chain', () => {
  it('setAuthority to none revokes the mint and the freeze authority', async () => {
    const owner = await funded();
    const { mint } = await createMint(owner, 'token-2022', 10n);
    const revoke = (which: 'mint' | 'freeze') =>
      send(
        owner,
        buildRevokeAuthorityInstructions({ program: 'token-2022', mint, authority: owner.address, which }),
      );
    await revoke('mint');
    let facts = await lookupToken(rpc, mint);
    expect(facts?.mintAuthority).toBeNull();
    expect(facts?.freezeAuthority).toBe(owner.address);
    await revoke('freeze');
    facts = await lookupToken(rpc, mint);
    expect(facts?.freezeAuthority).toBeNull();
  });

  it('updates a Token-2022 metadata field (growing the mint, rent topped up) and hands over the update authority', async () => {
    const owner = await funded();
    const heir = await generateKeyPairSigner();
    const { mint } = await createMint(owner, 'token-2022', 10n, true);
    const facts = await lookupToken(rpc, mint);
    expect(facts?.metadata).toMatchObject({ name: 'Moon', symbol: 'MOON', updateAuthority: owner.address });
    expect(facts?.extensions.map((e) => e.name)).toEqual(['Metadata Pointer', 'Token Metadata']);
    if (!facts?.metadata) return;

    const value = 'Moon Rocket Interplanetary Token';
    const size = mintSizeAfterMetadataUpdate(facts.dataSize, facts.metadata, 'name', value);
    const rent = await rpc.getMinimumBalanceForRentExemption(BigInt(size)).send();
    expect(rent).toBeGreaterThan(facts.lamports);
    await send(
      owner,
      buildUpdateMetadataFieldInstructions({
        mint,
        updateAuthority: owner.address,
        payer: owner.address,
        field: 'name',
        value,
        currentLamports: facts.lamports,
        rentExemptLamports: rent,
      }),
    );
    const after = await lookupToken(rpc, mint);
    expect(after?.metadata?.name).toBe(value);
    expect(after?.dataSize).toBe(size);

    await send(
      owner,
      buildUpdateMetadataAuthorityInstructions({
        mint,
        updateAuthority: owner.address,
        newAuthority: heir.address,
      }),
    );
    expect((await lookupToken(rpc, mint))?.metadata?.updateAuthority).toBe(heir.address);
  });

  it('freezes and thaws a token account with the freeze authority; a frozen account cannot burn', async () => {
    const owner = await funded();
    const { mint, account } = await createMint(owner, 'token', 10n);
    const freeze = (action: 'freeze' | 'thaw') =>
      send(
        owner,
        buildFreezeInstructions({ program: 'token', action, account, mint, freezeAuthority: owner.address }),
      );
    await freeze('freeze');
    expect((await fetchWalletTokenAccounts(rpc, owner.address))[0]?.state).toBe('frozen');
    const error = await send(owner, burnOf('token', { mint, account }, owner.address, 1n)).catch(
      (e: unknown) => e,
    );
    expect((error as Error).message).toContain('frozen');
    await freeze('thaw');
    expect((await fetchWalletTokenAccounts(rpc, owner.address))[0]?.state).toBe('initialized');
  });
});

describe('reading mints and token accounts back', () => {
  it('decodes each mint and token account read in one call, once per mint, skipping unknown addresses', async () => {
    const owner = await funded();
    const classic = await createMint(owner, 'token', 7n);
    const t22 = await createMint(owner, 'token-2022', 9n);
    const nobody = (await generateKeyPairSigner()).address;

    const mints = await fetchMints(rpc, [classic.mint, nobody, t22.mint, classic.mint]);
    expect(mints).toEqual([
      expect.objectContaining({ address: classic.mint, program: 'token', supply: 7n, decimals: 6 }),
      expect.objectContaining({ address: t22.mint, program: 'token-2022', supply: 9n, decimals: 6 }),
    ]);
    const accounts = await fetchTokenAccounts(rpc, [t22.account, nobody, classic.account]);
    expect(accounts).toEqual([
      expect.objectContaining({ address: t22.account, mint: t22.mint, owner: owner.address, amount: 9n }),
      expect.objectContaining({
        address: classic.account,
        mint: classic.mint,
        owner: owner.address,
        amount: 7n,
      }),
    ]);
  });
});

describe('explorer lookups', () => {
  it('reads the SPL Token program: executable, its loader, instructions', async () => {
    const report = await explore(
      rpc,
      { type: 'program', query: TOKEN_PROGRAM_ADDRESS },
      { countHeavyAccounts: true },
    );
    expect(report).toMatchObject({ kind: 'program', programName: 'SPL Token', executable: true });
    if (report.kind !== 'program') return;
    expect(report.instructions).toContain('BurnChecked');
    expect(report.dataSize).toBeGreaterThan(10_000);
    expect(report.activeAccounts).toBeGreaterThanOrEqual(0);
  });

  it('reads an address: lamports, owner, recent transactions; an unknown one is not found', async () => {
    const owner = await funded(2n);
    const report = await explore(rpc, { type: 'address', query: owner.address });
    expect(report).toMatchObject({
      kind: 'address',
      lamports: 2_000_000_000n,
      accountKind: 'wallet',
      ownerName: 'System Program',
    });
    if (report.kind === 'address') expect(report.recent).toHaveLength(1);
    const nobody = (await generateKeyPairSigner()).address;
    expect((await explore(rpc, { type: 'address', query: nobody })).kind).toBe('not-found');
    expect((await explore(rpc, { type: 'token', query: owner.address })).kind).toBe('not-found');
    expect((await explore(rpc, { type: 'program', query: owner.address })).kind).toBe('not-found');
  });

  it('reports live slot, epoch and TPS', async () => {
    const status = await fetchNetworkStatus(rpc);
    expect(status.slot).toBeGreaterThanOrEqual(0n);
    expect(status.epoch).toBeGreaterThanOrEqual(0n);
    const later = await new Promise((r) => setTimeout(r, 900)).then(() => fetchNetworkStatus(rpc));
    expect(later.slot).toBeGreaterThan(status.slot);
    expect(address(TOKEN_PROGRAM_ADDRESS)).toBeTruthy();
  });
});
