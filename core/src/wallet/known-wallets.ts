/** Solana clusters a wallet can be asked to use. */
export type WalletNetwork = 'mainnet-beta' | 'devnet' | 'testnet' | 'localnet';

/** A wallet the list offers, installed or not. */
export interface KnownWallet {
  /** Name exactly as the wallet registers itself through Wallet Standard. */
  name: string;
  /** Where to get it when it is not installed. */
  installUrl: string;
  /** Networks the wallet lets the user pick (only some wallets offer a choice). */
  networks?: readonly WalletNetwork[];
}

const PUBLIC_NETWORKS = ['mainnet-beta', 'devnet', 'testnet'] as const;

/** The wallet list of spec §2: about 15 providers (the Auto Detect entry is added by `buildWalletList`). */
export const KNOWN_WALLETS: readonly KnownWallet[] = [
  { name: 'Phantom', installUrl: 'https://phantom.com/download', networks: PUBLIC_NETWORKS },
  { name: 'Solflare', installUrl: 'https://solflare.com/download', networks: PUBLIC_NETWORKS },
  { name: 'Backpack', installUrl: 'https://backpack.app/downloads', networks: PUBLIC_NETWORKS },
  { name: 'Glow', installUrl: 'https://glow.app/download' },
  { name: 'Coinbase Wallet', installUrl: 'https://www.coinbase.com/wallet/downloads' },
  { name: 'Trust', installUrl: 'https://trustwallet.com/download' },
  { name: 'OKX Wallet', installUrl: 'https://www.okx.com/web3' },
  { name: 'Exodus', installUrl: 'https://www.exodus.com/download/' },
  { name: 'Brave Wallet', installUrl: 'https://brave.com/wallet/' },
  { name: 'Bitget Wallet', installUrl: 'https://web3.bitget.com/en/wallet-download' },
  { name: 'Magic Eden', installUrl: 'https://wallet.magiceden.io/download' },
  { name: 'Coin98', installUrl: 'https://coin98.com/wallet' },
  { name: 'Nightly', installUrl: 'https://nightly.app/download' },
  { name: 'Torus', installUrl: 'https://toruswallet.io/' },
  { name: 'Ledger', installUrl: 'https://www.ledger.com/ledger-live' },
];

/** The name of the entry that connects whichever wallet is installed. */
export const AUTO_DETECT = 'Auto Detect';

/** One row of the wallet list. */
export type WalletListEntry =
  | { kind: 'auto-detect'; name: typeof AUTO_DETECT; available: boolean }
  | { kind: 'installed'; name: string; icon?: string; networks?: readonly WalletNetwork[] }
  | { kind: 'not-installed'; name: string; installUrl: string; networks?: readonly WalletNetwork[] };

/**
 * Builds the list the wallet dialog shows: Auto Detect first, then installed wallets (known or not), then
 * the known wallets that are not installed with their install links.
 */
export function buildWalletList(installed: readonly { name: string; icon?: string }[]): WalletListEntry[] {
  const installedNames = new Set(installed.map((w) => w.name));
  const known = new Map(KNOWN_WALLETS.map((k) => [k.name, k]));
  const rows: WalletListEntry[] = [
    { kind: 'auto-detect', name: AUTO_DETECT, available: installed.length > 0 },
  ];
  for (const w of installed) {
    const networks = known.get(w.name)?.networks;
    rows.push({
      kind: 'installed',
      name: w.name,
      ...(w.icon ? { icon: w.icon } : {}),
      ...(networks ? { networks } : {}),
    });
  }
  for (const k of KNOWN_WALLETS) {
    if (installedNames.has(k.name)) continue;
    rows.push({
      kind: 'not-installed',
      name: k.name,
      installUrl: k.installUrl,
      ...(k.networks ? { networks: k.networks } : {}),
    });
  }
  return rows;
}
