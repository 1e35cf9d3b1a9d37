import { shortenAddress } from '@solpad/core';
import { walletAddressAtom } from '../../features/wallet/atoms';
import { useAtomValue } from '../../lib/store';

/** The connected wallet's shortened address (full one in the tooltip), or "Not connected". */
export default function ConnectedAddress() {
  const address = useAtomValue(walletAddressAtom);
  return <span title={address ?? undefined}>{address ? shortenAddress(address) : 'Not connected'}</span>;
}
