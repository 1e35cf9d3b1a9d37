/** Solana clusters a wallet can be asked to use. */
export type WalletNetwork = 'mainnet-beta' | 'devnet' | 'testnet' | 'localnet';

/** The public clusters some wallets let the user switch between (spec §2, "Wallet list"). */
export const PUBLIC_WALLET_NETWORKS = ['mainnet-beta', 'devnet', 'testnet'] as const;

/**
 * localStorage key of the network the user picked for a wallet that offers a choice. A preference, not part
 * of the session: it survives disconnects and expiry.
 */
export const WALLET_NETWORK_STORAGE_KEY = 'wallet_network';

/** A wallet the list offers, installed or not. */
export interface KnownWallet {
  /** Name as the wallet registers itself through Wallet Standard (matched loosely, see `walletNameKey`). */
  name: string;
  /** The wallet's official download page, opened when it is not installed. */
  installUrl: string;
  /** A small monogram icon (SVG data URI) for when the wallet is not installed and so gave us no icon. */
  icon: string;
  /** Networks the wallet lets the user pick in its settings (only some wallets offer a choice). */
  networks?: readonly WalletNetwork[];
}

/** A rounded-square monogram in the wallet's brand colour, as an SVG data URI (no network request). */
function monogram(text: string, background: string, foreground = '#ffffff'): string {
  const size = text.length > 2 ? 20 : text.length === 2 ? 26 : 34;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${background}"/>` +
    `<text x="32" y="33" dominant-baseline="middle" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${size}" fill="${foreground}">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * The wallet list of spec §2: 15 Solana wallets that ship a browser extension or in-app browser today
 * (the Auto Detect entry is added by `buildWalletList`). Left out on purpose: Slope (shut down after its
 * 2022 key leak), Torus (retired into Web3Auth), Magic Eden Wallet (unsupported since April 2026) and Ledger
 * (a hardware key, connected through Solflare, Phantom or Backpack rather than as a wallet of its own).
 */
export const KNOWN_WALLETS: readonly KnownWallet[] = [
  {
    name: 'Phantom',
    installUrl: 'https://phantom.com/download',
    icon: monogram('P', '#ab9ff2', '#1c1c3a'),
    networks: PUBLIC_WALLET_NETWORKS,
  },
  {
    name: 'Solflare',
    installUrl: 'https://solflare.com/download',
    icon: monogram('S', '#fc7227'),
    networks: PUBLIC_WALLET_NETWORKS,
  },
  {
    name: 'Backpack',
    installUrl: 'https://backpack.app/downloads',
    icon: monogram('B', '#e33e3f'),
    networks: PUBLIC_WALLET_NETWORKS,
  },
  { name: 'Glow', installUrl: 'https://glow.app/', icon: monogram('G', '#9333ea') },
  {
    name: 'Coinbase Wallet',
    installUrl: 'https://www.coinbase.com/wallet/downloads',
    icon: monogram('C', '#0052ff'),
  },
  { name: 'Trust', installUrl: 'https://trustwallet.com/download', icon: monogram('T', '#0500ff') },
  { name: 'OKX Wallet', installUrl: 'https://www.okx.com/web3', icon: monogram('OKX', '#000000') },
  { name: 'Exodus', installUrl: 'https://www.exodus.com/download/', icon: monogram('E', '#6b4bff') },
  { name: 'Brave Wallet', installUrl: 'https://brave.com/wallet/', icon: monogram('B', '#fb542b') },
  {
    name: 'Bitget Wallet',
    installUrl: 'https://web3.bitget.com/en/wallet-download',
    icon: monogram('BG', '#00c4cc', '#0b1b24'),
  },
  { name: 'Coin98', installUrl: 'https://coin98.com/wallet', icon: monogram('98', '#d9b432', '#1a1a1a') },
  { name: 'Nightly', installUrl: 'https://nightly.app/download', icon: monogram('N', '#6067f9') },
  {
    name: 'TokenPocket',
    installUrl: 'https://www.tokenpocket.pro/en/download/app',
    icon: monogram('TP', '#2980fe'),
  },
  { name: 'SafePal', installUrl: 'https://www.safepal.com/download', icon: monogram('SP', '#4a21ef') },
  { name: 'MathWallet', installUrl: 'https://mathwallet.org/en-us/', icon: monogram('M', '#1a1a1a') },
];

/** The name of the entry that connects whichever wallet is installed. */
export const AUTO_DETECT = 'Auto Detect';

/**
 * A wallet name reduced for matching: wallets register as "Trust" or "Trust Wallet", "OKX Wallet" or "OKX",
 * so case, punctuation and a trailing "wallet" are ignored.
 */
export function walletNameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/wallet$/, '');
}

/** The known wallet a registered wallet name refers to, if any. */
export function findKnownWallet(name: string): KnownWallet | undefined {
  const key = walletNameKey(name);
  return KNOWN_WALLETS.find((k) => walletNameKey(k.name) === key);
}

const CHAIN_NETWORKS: Readonly<Record<string, WalletNetwork>> = {
  'solana:mainnet': 'mainnet-beta',
  'solana:devnet': 'devnet',
  'solana:testnet': 'testnet',
  'solana:localnet': 'localnet',
};

/** The Solana networks behind Wallet Standard chain ids (`solana:mainnet` → mainnet-beta, …), in order. */
export function networksFromChains(chains: readonly string[]): WalletNetwork[] {
  const found = new Set(chains.map((c) => CHAIN_NETWORKS[c]).filter((n) => n !== undefined));
  return (['mainnet-beta', 'devnet', 'testnet', 'localnet'] as const).filter((n) => found.has(n));
}

/** What the list needs of an installed wallet (a Wallet Standard `Wallet` fits). */
export interface InstalledWalletInfo {
  name: string;
  icon?: string;
  chains?: readonly string[];
}

/**
 * The networks of an installed wallet: the chains it declares (the truth about that build), falling back to
 * what we know of the wallet when it declares none we recognise.
 */
export function installedWalletNetworks(wallet: InstalledWalletInfo): readonly WalletNetwork[] {
  const declared = networksFromChains(wallet.chains ?? []);
  return declared.length > 0 ? declared : (findKnownWallet(wallet.name)?.networks ?? []);
}

/** One row of the wallet list. */
export type WalletListEntry =
  | { kind: 'auto-detect'; name: typeof AUTO_DETECT; available: boolean }
  | {
      kind: 'installed';
      name: string;
      icon?: string;
      /** Networks the user can pick between; empty or one entry means there is no choice to offer. */
      networks: readonly WalletNetwork[];
    }
  | {
      kind: 'not-installed';
      name: string;
      icon: string;
      installUrl: string;
      networks?: readonly WalletNetwork[];
    };

/**
 * Builds the list the wallet dialog shows: Auto Detect first, then installed wallets (known or not) in the
 * order they registered (with `installedWalletNetworks`), then the known wallets that are not installed,
 * with their install links.
 */
export function buildWalletList(installed: readonly InstalledWalletInfo[]): WalletListEntry[] {
  const installedKeys = new Set(installed.map((w) => walletNameKey(w.name)));
  const rows: WalletListEntry[] = [
    { kind: 'auto-detect', name: AUTO_DETECT, available: installed.length > 0 },
  ];
  for (const w of installed) {
    rows.push({
      kind: 'installed',
      name: w.name,
      ...(w.icon ? { icon: w.icon } : {}),
      networks: installedWalletNetworks(w),
    });
  }
  for (const k of KNOWN_WALLETS) {
    if (installedKeys.has(walletNameKey(k.name))) continue;
    rows.push({
      kind: 'not-installed',
      name: k.name,
      icon: k.icon,
      installUrl: k.installUrl,
      ...(k.networks ? { networks: k.networks } : {}),
    });
  }
  return rows;
}

/**
 * The network preselected for a wallet that offers a choice: the user's stored pick when the wallet has
 * it, else the app's own cluster when the wallet has that, else the wallet's first network.
 */
export function defaultWalletNetwork(
  networks: readonly WalletNetwork[],
  appCluster: WalletNetwork | undefined,
  stored: string | null,
): WalletNetwork | undefined {
  const pick = networks.find((n) => n === stored) ?? networks.find((n) => n === appCluster);
  return pick ?? networks[0];
}
