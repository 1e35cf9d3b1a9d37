/**
 * Static content of the Programs page: the Development Hub's recipes and the developer tools (spec §2:
 * static cards). Authored for this site; links go to each project's official documentation.
 */

/** Recipe difficulty (spec §3). */
export type Difficulty = 'Beginner' | 'Intermediate' | 'Advanced' | 'Expert';

/** A Development Hub recipe (spec §3: name, difficulty, time in minutes, description). */
export interface Recipe {
  name: string;
  difficulty: Difficulty;
  minutes: number;
  description: string;
  href: string;
}

/** Difficulty colours of spec §9: Beginner green, Intermediate yellow, Advanced orange, Expert red. */
export const DIFFICULTY_CLASSES: Record<Difficulty, string> = {
  Beginner: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  Intermediate: 'border-yellow-500/40 bg-yellow-500/10 text-yellow-700 dark:text-yellow-300',
  Advanced: 'border-orange-500/40 bg-orange-500/10 text-orange-700 dark:text-orange-300',
  Expert: 'border-red-500/40 bg-red-500/10 text-red-700 dark:text-red-300',
};

const DOCS = 'https://solana.com/docs';

/** The eight Development Hub tabs, in the spec's order. */
export const HUB_TABS: readonly { id: string; label: string; recipes: Recipe[] }[] = [
  {
    id: 'fundamentals',
    label: 'Fundamentals',
    recipes: [
      {
        name: 'Accounts and Ownership',
        difficulty: 'Beginner',
        minutes: 15,
        description:
          'How every piece of state lives in an account owned by a program, and who may change it.',
        href: `${DOCS}/core/accounts`,
      },
      {
        name: 'Your First Transaction',
        difficulty: 'Beginner',
        minutes: 20,
        description: 'Build, sign and send a SOL transfer with @solana/kit and read it back from the chain.',
        href: `${DOCS}/core/transactions`,
      },
      {
        name: 'Program Derived Addresses',
        difficulty: 'Intermediate',
        minutes: 30,
        description: 'Derive deterministic addresses your program can sign for, without a private key.',
        href: `${DOCS}/core/pda`,
      },
    ],
  },
  {
    id: 'tokens',
    label: 'Token Operations',
    recipes: [
      {
        name: 'Create an SPL Token',
        difficulty: 'Beginner',
        minutes: 20,
        description: 'Create a mint, an associated token account and mint a first supply.',
        href: `${DOCS}/tokens/basics/create-mint`,
      },
      {
        name: 'Burn and Close Accounts',
        difficulty: 'Beginner',
        minutes: 15,
        description: 'Burn tokens with burnChecked and close the emptied account to reclaim its rent.',
        href: `${DOCS}/tokens/basics/burn-tokens`,
      },
      {
        name: 'Token-2022 Transfer Fees',
        difficulty: 'Intermediate',
        minutes: 35,
        description: 'Add a transfer-fee extension to a mint and harvest the withheld fees.',
        href: `${DOCS}/tokens/extensions/transfer-fees`,
      },
    ],
  },
  {
    id: 'defi',
    label: 'DeFi Protocols',
    recipes: [
      {
        name: 'Constant-Product Pool',
        difficulty: 'Advanced',
        minutes: 90,
        description:
          'Write an x·y=k pool with deposits, withdrawals and swaps guarded against rounding attacks.',
        href: 'https://www.anchor-lang.com/docs',
      },
      {
        name: 'Bonding-Curve Launch',
        difficulty: 'Advanced',
        minutes: 75,
        description: 'Price a new token on a virtual-reserve curve until it graduates to a pool.',
        href: 'https://www.anchor-lang.com/docs',
      },
      {
        name: 'Swap Through an Aggregator',
        difficulty: 'Intermediate',
        minutes: 30,
        description:
          'Request a quote and a swap transaction from an aggregator API and have the wallet sign it.',
        href: 'https://dev.jup.ag/docs',
      },
    ],
  },
  {
    id: 'nft',
    label: 'NFT Development',
    recipes: [
      {
        name: 'Mint an NFT',
        difficulty: 'Beginner',
        minutes: 25,
        description: 'A supply-one mint with metadata, an image URI and a verified creator.',
        href: 'https://developers.metaplex.com',
      },
      {
        name: 'Collections',
        difficulty: 'Intermediate',
        minutes: 40,
        description: 'Group NFTs in a verified collection that marketplaces recognise.',
        href: 'https://developers.metaplex.com',
      },
      {
        name: 'Compressed NFTs',
        difficulty: 'Expert',
        minutes: 120,
        description: 'Mint millions of NFTs into a concurrent Merkle tree for a fraction of the rent.',
        href: 'https://developers.metaplex.com',
      },
    ],
  },
  {
    id: 'advanced',
    label: 'Advanced Programs',
    recipes: [
      {
        name: 'Cross-Program Invocation',
        difficulty: 'Intermediate',
        minutes: 45,
        description: 'Call another program from yours, with and without PDA signers.',
        href: `${DOCS}/core/cpi`,
      },
      {
        name: 'Upgrade Authority Safety',
        difficulty: 'Advanced',
        minutes: 40,
        description: 'Hand the upgrade authority to a multisig or make the program immutable.',
        href: `${DOCS}/programs/deploying`,
      },
      {
        name: 'Zero-Copy Accounts',
        difficulty: 'Expert',
        minutes: 100,
        description: 'Read and write large accounts without deserialising them.',
        href: 'https://www.anchor-lang.com/docs',
      },
    ],
  },
  {
    id: 'web3',
    label: 'Web3 Integration',
    recipes: [
      {
        name: 'Wallet Standard Connect',
        difficulty: 'Beginner',
        minutes: 20,
        description: 'Discover installed wallets and connect one without a wallet-specific SDK.',
        href: 'https://github.com/wallet-standard/wallet-standard',
      },
      {
        name: 'Sign In With Solana',
        difficulty: 'Intermediate',
        minutes: 35,
        description: 'Authenticate users by a signed message that your server verifies.',
        href: 'https://github.com/phantom/sign-in-with-solana',
      },
      {
        name: 'Live Account Subscriptions',
        difficulty: 'Intermediate',
        minutes: 30,
        description: 'Follow balances and program accounts over RPC websockets.',
        href: `${DOCS}/rpc`,
      },
    ],
  },
  {
    id: 'gaming',
    label: 'Gaming & Metaverse',
    recipes: [
      {
        name: 'On-Chain Game State',
        difficulty: 'Intermediate',
        minutes: 50,
        description: 'Model players, items and turns as accounts with cheap, frequent updates.',
        href: 'https://solana.com/developers/guides',
      },
      {
        name: 'Session Keys',
        difficulty: 'Advanced',
        minutes: 60,
        description:
          'Let a game sign routine moves with a short-lived key so players are not prompted each turn.',
        href: 'https://solana.com/developers/guides',
      },
      {
        name: 'Verifiable Randomness',
        difficulty: 'Expert',
        minutes: 90,
        description: 'Draw loot and matchmaking from a randomness oracle nobody can bias.',
        href: 'https://solana.com/developers/guides',
      },
    ],
  },
  {
    id: 'dao',
    label: 'DAO Governance',
    recipes: [
      {
        name: 'Token-Weighted Voting',
        difficulty: 'Intermediate',
        minutes: 45,
        description: 'Proposals and votes weighted by a governance token’s deposits.',
        href: 'https://solana.com/developers/guides',
      },
      {
        name: 'Treasury Multisig',
        difficulty: 'Intermediate',
        minutes: 30,
        description: 'Hold a treasury and upgrade authorities behind an m-of-n multisig.',
        href: 'https://solana.com/developers/guides',
      },
      {
        name: 'Timelocked Execution',
        difficulty: 'Advanced',
        minutes: 70,
        description: 'Execute passed proposals only after a delay that lets members exit.',
        href: 'https://solana.com/developers/guides',
      },
    ],
  },
];

/** A developer tool card (spec §3: name, description, category). */
export interface DeveloperTool {
  name: string;
  description: string;
  category: string;
  href: string;
}

/** The eight Essential Developer Tools. */
export const DEVELOPER_TOOLS: readonly DeveloperTool[] = [
  {
    name: 'Solana CLI',
    description: 'Keys, airdrops, deploys and cluster configuration from the terminal.',
    category: 'CLI',
    href: 'https://solana.com/docs/intro/installation',
  },
  {
    name: 'Anchor',
    description: 'The Rust framework for Solana programs, with IDLs and TypeScript clients.',
    category: 'Framework',
    href: 'https://www.anchor-lang.com',
  },
  {
    name: 'Solana Playground',
    description: 'Write, build and deploy programs from the browser.',
    category: 'IDE',
    href: 'https://beta.solpg.io',
  },
  {
    name: '@solana/kit',
    description: 'The JavaScript SDK for RPC, transactions and signers.',
    category: 'SDK',
    href: 'https://github.com/anza-xyz/kit',
  },
  {
    name: 'LiteSVM',
    description: 'A fast in-process Solana runtime for tests.',
    category: 'Testing',
    href: 'https://github.com/LiteSVM/litesvm',
  },
  {
    name: 'Codama',
    description: 'Generate program clients from an IDL.',
    category: 'Codegen',
    href: 'https://github.com/codama-idl/codama',
  },
  {
    name: 'Solana Explorer',
    description: 'Inspect accounts, transactions and blocks on any cluster.',
    category: 'Explorer',
    href: 'https://explorer.solana.com',
  },
  {
    name: 'Solana Verify',
    description: 'Verifiable builds: prove a deployed program matches its source.',
    category: 'Security',
    href: 'https://github.com/Ellipsis-Labs/solana-verifiable-build',
  },
];

/** Chains of the blockchain selector (spec §2): only Solana is active. */
export const PROGRAM_CHAINS = [
  { id: 'solana', name: 'Solana', active: true },
  { id: 'ethereum', name: 'Ethereum', active: false },
  { id: 'polygon', name: 'Polygon', active: false },
  { id: 'bsc', name: 'BSC', active: false },
  { id: 'avalanche', name: 'Avalanche', active: false },
  { id: 'arbitrum', name: 'Arbitrum', active: false },
  { id: 'optimism', name: 'Optimism', active: false },
  { id: 'base', name: 'Base', active: false },
] as const;

/** What the coming-soon panel lists for the other chains (spec §2). */
export const COMING_SOON_FEATURES = [
  'Smart Contracts',
  'DeFi Integration',
  'NFT Development',
  'Cross-chain Tools',
  'Testing Framework',
  'Deployment Guides',
] as const;
