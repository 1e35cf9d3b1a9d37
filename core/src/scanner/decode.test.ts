import { getAddressEncoder, isAddress } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { decodeMetaplexMetadata, decodeUpgradeableLoaderState, extensionTypesOf } from './decode';
import { KNOWN_PROGRAMS } from './known-programs';
import { createBatchingTransport } from './transport';

const A = 'Fe7yGfQnNJy5vNNdgSBDKR8yy8pAp3GRtPGNyp3VzWtp';
const B = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const enc = getAddressEncoder();
const u32 = (n: number) => {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setUint32(0, n, true);
  return b;
};
const u64 = (n: bigint) => {
  const b = new Uint8Array(8);
  new DataView(b.buffer).setBigUint64(0, n, true);
  return b;
};
const str = (s: string, pad: number) => {
  const bytes = new Uint8Array(pad);
  bytes.set(new TextEncoder().encode(s));
  return new Uint8Array([...u32(pad), ...bytes]);
};

describe('Metaplex metadata', () => {
  it('reads name, symbol, uri (NUL padding removed), update authority and mutability', () => {
    const data = new Uint8Array([
      4,
      ...enc.encode(A as never),
      ...enc.encode(B as never),
      ...str('Bonk', 32),
      ...str('BONK', 10),
      ...str('https://x.y/b.json', 200),
      0xf4,
      0x01, // seller fee 500
      1,
      ...u32(1),
      ...enc.encode(A as never),
      1,
      100, // one creator
      1, // primary sale happened
      0, // is_mutable = false
    ]);
    expect(decodeMetaplexMetadata(data)).toEqual({
      updateAuthority: A,
      mint: B,
      name: 'Bonk',
      symbol: 'BONK',
      uri: 'https://x.y/b.json',
      isMutable: false,
    });
  });
  it('refuses other account kinds and truncated data', () => {
    expect(decodeMetaplexMetadata(new Uint8Array([5, ...new Uint8Array(100)]))).toBeNull();
    expect(
      decodeMetaplexMetadata(
        new Uint8Array([4, ...enc.encode(A as never), ...enc.encode(B as never), ...u32(999)]),
      ),
    ).toBeNull();
  });
});

describe('upgradeable loader state', () => {
  it('reads a Program pointing at its ProgramData', () => {
    expect(decodeUpgradeableLoaderState(new Uint8Array([...u32(2), ...enc.encode(A as never)]))).toEqual({
      kind: 'program',
      programDataAddress: A,
    });
  });
  it('reads ProgramData with and without an upgrade authority', () => {
    expect(
      decodeUpgradeableLoaderState(new Uint8Array([...u32(3), ...u64(1234n), 1, ...enc.encode(B as never)])),
    ).toEqual({
      kind: 'programData',
      slot: 1234n,
      upgradeAuthority: B,
    });
    expect(
      decodeUpgradeableLoaderState(new Uint8Array([...u32(3), ...u64(9n), 0, ...new Uint8Array(32)])),
    ).toEqual({
      kind: 'programData',
      slot: 9n,
      upgradeAuthority: null,
    });
  });
});

describe('Token-2022 TLV', () => {
  it('lists extension types from the headers and stops at zero padding', () => {
    const data = new Uint8Array(166 + 4 + 32 + 4 + 0 + 8);
    data[165] = 1; // mint account type
    const v = new DataView(data.buffer);
    v.setUint16(166, 12, true); // PermanentDelegate
    v.setUint16(168, 32, true);
    v.setUint16(166 + 36, 9, true); // NonTransferable, empty
    v.setUint16(166 + 38, 0, true);
    expect(extensionTypesOf(data)).toEqual([12, 9]);
  });
  it('a plain 82-byte mint has none', () => {
    expect(extensionTypesOf(new Uint8Array(82))).toEqual([]);
  });
});

describe('known programs', () => {
  it('are all valid addresses', () => {
    for (const id of Object.keys(KNOWN_PROGRAMS)) expect(isAddress(id), id).toBe(true);
  });
});

describe('batching transport', () => {
  it('sends calls started together as one batch and maps the replies back by id', async () => {
    const bodies: string[] = [];
    const transport = createBatchingTransport(async (body) => {
      bodies.push(body);
      const calls = JSON.parse(body) as { id: number; method: string }[];
      // Answer out of order: the transport must match ids, not positions.
      return JSON.stringify(calls.reverse().map((c) => ({ jsonrpc: '2.0', id: c.id, result: c.method })));
    });
    const [a, b] = await Promise.all([
      transport<{ result: string }>({ payload: { jsonrpc: '2.0', id: 'x', method: 'getSlot', params: [] } }),
      transport<{ result: string }>({
        payload: { jsonrpc: '2.0', id: 'y', method: 'getHealth', params: [] },
      }),
    ]);
    expect(a).toMatchObject({ id: 'x', result: 'getSlot' });
    expect(b).toMatchObject({ id: 'y', result: 'getHealth' });
    expect(bodies).toHaveLength(1);
    expect(transport.requests).toBe(1);
    expect(transport.calls).toBe(2);
  });
  it('rejects every call of a batch whose request failed', async () => {
    const transport = createBatchingTransport(async () => {
      throw new Error('offline');
    });
    await expect(
      transport({ payload: { jsonrpc: '2.0', id: 1, method: 'getSlot', params: [] } }),
    ).rejects.toThrow('offline');
  });
});
