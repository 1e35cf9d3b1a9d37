import { type Address, lamports } from '@solana/kit';
import { LAMPORTS_PER_SOL } from '@solpad/core';
import { createApiRpc } from '@solpad/core/rpc';
import { errorMessage } from '../../lib/error-message';
import { waitForSignature } from './confirm';
import { DEV_WALLET_AIRDROP_SOL } from './constants';

/**
 * Asks the localnet faucet (`requestAirdrop` on the API's JSON-RPC) for 5 SOL and waits until the
 * transfer is confirmed. Failures (the faucet's rate limit among them) reject with the RPC's own message.
 */
export async function requestDevAirdrop(address: Address): Promise<void> {
  const rpc = createApiRpc('');
  try {
    const signature = await rpc
      .requestAirdrop(address, lamports(DEV_WALLET_AIRDROP_SOL * LAMPORTS_PER_SOL))
      .send();
    await waitForSignature(rpc, signature, 'confirmed');
  } catch (e) {
    throw new Error(errorMessage(e), { cause: e });
  }
}
