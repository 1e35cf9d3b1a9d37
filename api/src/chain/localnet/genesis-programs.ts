// The programs LiteSVM loads at genesis (SPL Token, Token-2022, …) are mainnet dumps whose program-data
// accounts keep mainnet's deploy slot (447 552 000 for Token), far above a localnet's current slot: the
// explorer then showed a program deployed in the future. On this chain they exist from genesis, so their
// deploy slot is 0. A program deployed later through the loader records its real slot and is left alone.
import { address } from '@solana/kit';
import { LiteSVM } from 'litesvm';

const UPGRADEABLE_LOADER = address('BPFLoaderUpgradeab1e11111111111111111111111');
/** UpgradeableLoaderState::ProgramData's tag (u32 LE); its u64 LE deploy slot follows. */
const PROGRAM_DATA_TAG = 3;

/** Opens the localnet's LiteSVM (from its snapshot, or a new chain) and settles the genesis programs' slots. */
export function openSvm(snapshot: Uint8Array | null | undefined, currentSlot: bigint): LiteSVM {
  const svm = snapshot ? LiteSVM.fromBytes(snapshot) : new LiteSVM();
  // Blockhashes are checked by the SlotClock (LiteSVM only knows its latest one); duplicates by `history`, so
  // LiteSVM keeps none of its own: a failed preflight (send.ts) leaves no trace but the fee it refunds.
  svm.withSigverify(true).withBlockhashCheck(false).withTransactionHistory(0n);
  settleGenesisDeploySlots(svm, currentSlot);
  return svm;
}

/** Sets to 0 every program-data deploy slot above `currentSlot`; returns how many it changed. */
export function settleGenesisDeploySlots(svm: LiteSVM, currentSlot: bigint): number {
  let changed = 0;
  for (const account of svm.getProgramAccounts(UPGRADEABLE_LOADER)) {
    const data = account.data;
    if (data.length < 12) continue;
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    if (view.getUint32(0, true) !== PROGRAM_DATA_TAG || view.getBigUint64(4, true) <= currentSlot) continue;
    const patched = new Uint8Array(data);
    new DataView(patched.buffer).setBigUint64(4, 0n, true);
    svm.setAccount({ ...account, data: patched });
    changed++;
  }
  return changed;
}
