import { address, getAddressDecoder } from '@solana/kit';
import { LiteSVM } from 'litesvm';
import { describe, expect, it } from 'vitest';
import { openSvm } from './genesis-programs';

const LOADER = address('BPFLoaderUpgradeab1e11111111111111111111111');
const TOKEN = address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');

/** The deploy slot recorded in the program-data account of `program`. */
function deploySlot(svm: LiteSVM, program: typeof TOKEN): bigint {
  const data = svm.getAccount(program);
  if (!data.exists) throw new Error('no program');
  const programData = address(
    // UpgradeableLoaderState::Program: u32 tag, then the program-data address.
    getAddressDecoder().decode(data.data.slice(4, 36)),
  );
  const pd = svm.getAccount(programData);
  if (!pd.exists) throw new Error('no program data');
  return new DataView(pd.data.buffer, pd.data.byteOffset).getBigUint64(4, true);
}

describe('genesis programs', () => {
  it("LiteSVM's bundled SPL Token carries mainnet's deploy slot; the localnet's says genesis (0)", () => {
    const raw = new LiteSVM();
    expect((raw.getAccount(TOKEN) as { programAddress: string }).programAddress).toBe(LOADER);
    expect(deploySlot(raw, TOKEN)).toBeGreaterThan(1_000_000n);
    const svm = openSvm(undefined, 100n);
    expect(deploySlot(svm, TOKEN)).toBe(0n);
    // From a snapshot too (a chain created before the fix).
    expect(deploySlot(openSvm(raw.toBytes(), 100n), TOKEN)).toBe(0n);
  });
});
