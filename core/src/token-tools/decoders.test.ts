import {
  type Address,
  generateKeyPairSigner,
  getAddressEncoder,
  getBase58Decoder,
  none,
  some,
} from '@solana/kit';
import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import { getMintEncoder as getTokenMintEncoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { extension, getMintEncoder, TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { describe, expect, it } from 'vitest';
import { describeInstruction } from './explorer';
import {
  buildBurnInstructions,
  buildRevokeAuthorityInstructions,
  buildUpdateMetadataFieldInstructions,
  mintSizeAfterMetadataUpdate,
} from './instructions';
import { decodeUpgradeableLoaderState } from './loader';
import { decodeMint, listExtensionTypes } from './mint';
import { identifyInstructionName, knownProgram, programInstructionNames } from './programs';
import { mintPermissions } from './wallet';

const key = async () => (await generateKeyPairSigner()).address;

describe('decodeMint', () => {
  it('reads an SPL Token mint: supply, decimals and authorities', async () => {
    const [mint, authority] = [await key(), await key()];
    const data = getTokenMintEncoder().encode({
      mintAuthority: some(authority),
      supply: 1_000_000n,
      decimals: 6,
      isInitialized: true,
      freezeAuthority: none(),
    });
    const facts = decodeMint({ address: mint, owner: TOKEN_PROGRAM_ADDRESS, data, lamports: 1n });
    expect(facts).toMatchObject({
      program: 'token',
      supply: 1_000_000n,
      decimals: 6,
      mintAuthority: authority,
      freezeAuthority: null,
      extensions: [],
      metadata: null,
    });
  });

  it('lists the Token-2022 extensions a mint really carries, with its in-mint metadata', async () => {
    const [mint, authority] = [await key(), await key()];
    const data = getMintEncoder().encode({
      mintAuthority: some(authority),
      supply: 5n,
      decimals: 2,
      isInitialized: true,
      freezeAuthority: some(authority),
      extensions: some([
        extension('TransferFeeConfig', {
          transferFeeConfigAuthority: authority,
          withdrawWithheldAuthority: authority,
          withheldAmount: 0n,
          olderTransferFee: { epoch: 0n, maximumFee: 10n, transferFeeBasisPoints: 1000 },
          newerTransferFee: { epoch: 0n, maximumFee: 10n, transferFeeBasisPoints: 1000 },
        }),
        extension('MetadataPointer', { authority: some(authority), metadataAddress: some(mint) }),
        extension('TokenMetadata', {
          updateAuthority: some(authority),
          mint,
          name: 'Moon',
          symbol: 'MOON',
          uri: 'https://example.com/moon.json',
          additionalMetadata: new Map(),
        }),
      ]),
    });
    const facts = decodeMint({ address: mint, owner: TOKEN_2022_PROGRAM_ADDRESS, data, lamports: 1n });
    expect(facts?.extensions.map((e) => e.name)).toEqual([
      'Transfer Fee',
      'Metadata Pointer',
      'Token Metadata',
    ]);
    expect(facts?.extensions[0]?.details[0]).toEqual({ label: 'Fee', value: '10 %' });
    expect(facts?.metadata).toMatchObject({ name: 'Moon', symbol: 'MOON', updateAuthority: authority });
    expect(facts?.metadataPointer).toBe(mint);
    expect(listExtensionTypes(data)).toEqual([1, 18, 19]);
  });

  it('refuses accounts of other programs', async () => {
    expect(
      decodeMint({
        address: await key(),
        owner: SYSTEM_PROGRAM_ADDRESS,
        data: new Uint8Array(82),
        lamports: 0n,
      }),
    ).toBeNull();
  });
});

describe('decodeUpgradeableLoaderState', () => {
  it('reads a Program (its ProgramData address) and a ProgramData (slot and upgrade authority)', async () => {
    const [programData, authority] = [await key(), await key()];
    const program = new Uint8Array(36);
    new DataView(program.buffer).setUint32(0, 2, true);
    program.set(getAddressEncoder().encode(programData), 4);
    expect(decodeUpgradeableLoaderState(program)).toEqual({ kind: 'program', programData });

    const data = new Uint8Array(45 + 1000);
    const view = new DataView(data.buffer);
    view.setUint32(0, 3, true);
    view.setBigUint64(4, 123_456n, true);
    data[12] = 1;
    data.set(getAddressEncoder().encode(authority), 13);
    expect(decodeUpgradeableLoaderState(data)).toEqual({
      kind: 'programData',
      slot: 123_456n,
      upgradeAuthority: authority,
      elfSize: 1000,
    });
    data[12] = 0;
    expect(decodeUpgradeableLoaderState(data)).toMatchObject({ upgradeAuthority: null });
    expect(decodeUpgradeableLoaderState(new Uint8Array([9, 0, 0, 0]))).toBeNull();
  });
});

describe('known programs', () => {
  it('names the standard programs and lists their instructions from the published clients', () => {
    expect(knownProgram(TOKEN_PROGRAM_ADDRESS)?.name).toBe('SPL Token');
    expect(programInstructionNames(TOKEN_PROGRAM_ADDRESS)).toContain('BurnChecked');
    expect(programInstructionNames(SYSTEM_PROGRAM_ADDRESS)).toContain('TransferSol');
    expect(programInstructionNames('Vote111111111111111111111111111111111111111')).toBeNull();
  });

  it('identifies an instruction from its data', async () => {
    const [ix] = buildBurnInstructions({
      program: 'token',
      account: await key(),
      mint: await key(),
      owner: await key(),
      amount: 5n,
      decimals: 0,
    });
    expect(ix?.programAddress).toBe(TOKEN_PROGRAM_ADDRESS);
    expect(identifyInstructionName(TOKEN_PROGRAM_ADDRESS, ix?.data ?? new Uint8Array())).toBe('Burn Checked');
    expect(
      describeInstruction({
        programId: TOKEN_PROGRAM_ADDRESS,
        accounts: [],
        data: getBase58Decoder().decode(ix?.data ?? new Uint8Array()),
      }),
    ).toMatchObject({ programName: 'SPL Token', name: 'Burn Checked' });
  });
});

describe('builders', () => {
  it('revokes with setAuthority to none, signed by the current authority', async () => {
    const [mint, authority] = [await key(), await key()];
    const [ix] = buildRevokeAuthorityInstructions({
      program: 'token-2022',
      mint,
      authority,
      which: 'freeze',
    });
    expect(ix?.programAddress).toBe(TOKEN_2022_PROGRAM_ADDRESS);
    // SetAuthority = 6, FreezeAccount = 1, no new authority.
    expect([...(ix?.data ?? [])]).toEqual([6, 1, 0]);
    expect(ix?.accounts?.[1]).toMatchObject({ address: authority, role: 2 });
  });

  it('tops up the mint when a longer metadata value needs more rent, and not otherwise', async () => {
    const [mint, authority] = [await key(), await key()];
    const metadata = { name: 'A', symbol: 'B', uri: '', updateAuthority: authority, additional: [] };
    expect(mintSizeAfterMetadataUpdate(400, metadata, 'name', 'Alpha')).toBe(404);
    const base = {
      mint,
      updateAuthority: authority,
      payer: authority,
      field: 'name' as const,
      value: 'Alpha',
    };
    expect(
      buildUpdateMetadataFieldInstructions({ ...base, currentLamports: 10n, rentExemptLamports: 15n }),
    ).toHaveLength(2);
    expect(
      buildUpdateMetadataFieldInstructions({ ...base, currentLamports: 15n, rentExemptLamports: 15n }),
    ).toHaveLength(1);
  });
});

describe('mintPermissions', () => {
  it('allows only what the wallet is the authority of, and says why otherwise', async () => {
    const [wallet, other, mint] = [await key(), await key(), await key()];
    const facts = {
      address: mint,
      program: 'token' as const,
      programAddress: TOKEN_PROGRAM_ADDRESS as Address,
      supply: 1n,
      decimals: 0,
      mintAuthority: wallet,
      freezeAuthority: other,
      extensions: [],
      metadata: null,
      metadataPointer: null,
      dataSize: 82,
      lamports: 1n,
    };
    const p = mintPermissions(facts, wallet);
    expect(p.revokeMint.allowed).toBe(true);
    expect(p.revokeFreeze).toEqual({ allowed: false, reason: 'Your wallet is not the freeze authority' });
    expect(p.updateMetadata.reason).toBe('Only Token-2022 mints carry in-mint metadata');
    expect(mintPermissions({ ...facts, mintAuthority: null }, wallet).revokeMint.reason).toMatch(
      /already revoked/,
    );
  });
});
