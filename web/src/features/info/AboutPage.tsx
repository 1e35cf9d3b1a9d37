import { ROADMAP } from '@solpad/core';
import { Bullets, Code, InfoPage, type InfoSection, Note, Ui } from './InfoPage';

const STACK = [
  {
    area: 'Site',
    items: [
      'React 19',
      'TanStack Router and Query',
      'jotai',
      'Tailwind CSS v4',
      'Radix UI',
      'lightweight-charts',
    ],
  },
  { area: 'API', items: ['Hono on Node.js', 'Drizzle ORM', 'PGlite (embedded Postgres) or Postgres', 'zod'] },
  { area: 'Solana', items: ['@solana/kit', 'Wallet Standard', 'LiteSVM', 'SPL Token and Token-2022'] },
  { area: 'Extension', items: ['WXT', 'Chrome MV3 and Firefox builds'] },
  { area: 'Quality', items: ['TypeScript (strict)', 'Vitest', 'Playwright', 'Biome'] },
] as const;

const SECTIONS: readonly InfoSection[] = [
  {
    id: 'what-is-solpad',
    title: 'What Solpad is',
    body: (
      <>
        <p>
          Solpad is a Solana application where people launch tokens, trade them, scan them for risk, track a
          portfolio and run marketing campaigns — with a browser extension that carries the scanner and a
          watch-only portfolio to other sites, and an API that serves both.
        </p>
        <p>
          It is built for token creators, traders and developers. Solana is the only active chain; others are
          listed as coming soon. The only identity is your wallet, and connecting it is optional: browsing,
          scanning and exploring work without one.
        </p>
        <p>
          Out of the box Solpad runs on its own embedded local chain — a real Solana runtime inside the server
          — and an embedded Postgres, so the whole product works offline on one machine. Pointed at any Solana
          RPC (devnet or mainnet) and a Postgres server, the same code runs against a real cluster.
        </p>
      </>
    ),
  },
  {
    id: 'trading',
    title: 'How trading settles',
    body: (
      <>
        <p>
          <Ui>The bonding-curve venue.</Ui> Each token launched on Solpad trades against its own curve:
          constant product over virtual reserves, the model pump.fun made familiar. The reserves sit in a
          vault account whose key the API derives from its master secret; the launch platform you choose
          (PumpFun, Raydium or Meteora) sets the fee and the curve's parameters.
        </p>
        <p>
          <Ui>Co-signed request for quote.</Ui> A trade is one atomic transaction. The API quotes it, builds
          the transaction with your transfer to the vault, the vault's transfer to you and the platform fee,
          and signs it as the vault. Your wallet signs and sends it. Quotes expire, concurrent quotes cannot
          oversell the reserves, and a settled trade updates the curve exactly once, keyed by its signature.
        </p>
        <p>
          <Ui>Graduation.</Ui> When a curve sells out, the token graduates: the reserves move to a
          constant-product pool, the token record is marked graduated with its pool address and migration
          transaction, and trading continues against the pool.
        </p>
        <Note>
          Trading runs on Solpad's own venue, and every token page names it truthfully —{' '}
          <Ui>Bonding curve</Ui> or <Ui>Pool</Ui>. Launching and trading through the PumpFun, Raydium and
          Meteora programs themselves on a real cluster is a later step; nothing on Solpad claims a
          third-party program executed a trade before that exists.
        </Note>
      </>
    ),
  },
  {
    id: 'status',
    title: 'What works today and what is being built',
    body: (
      <>
        <p>Solpad is in beta and built in the open. Where a page is a preview, it says so on the page.</p>
        <Bullets>
          <li>
            <Ui>Working:</Ui> the embedded local chain and its Solana JSON-RPC, wallet connection with session
            restore, the Localnet Dev Wallet and its airdrop, SOL transfers, Sign-In With Solana and the API
            with its reference at <Code>/api/docs</Code>.
          </li>
          <li>
            <Ui>In development:</Ui> token launch, bonding-curve trading and graduation, the on-chain security
            scanner, burn, program explorer and token modification tools, marketing campaigns, presales and
            takeovers with on-chain escrow, and the browser extension's scanner and overlay.
          </li>
          <li>
            <Ui>Previews:</Ui> Add Liquidity and the Program Builder show the planned experience without
            sending transactions.
          </li>
          <li>
            <Ui>Roadmap:</Ui> Custom Tokens ({ROADMAP.customTokens}), Telegram Bots ({ROADMAP.telegramBots}),
            trading through partner DEX programs, and more chains.
          </li>
        </Bullets>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security model',
    body: (
      <Bullets>
        <li>
          <Ui>Your keys stay in your wallet.</Ui> Every transaction that moves your funds is signed by your
          wallet; the API builds and co-signs, it never holds a user's key.
        </li>
        <li>
          <Ui>Limited co-signing.</Ui> A vault signs only the exact instructions it quoted, and only until the
          quote expires.
        </li>
        <li>
          <Ui>Sign-In With Solana.</Ui> Where the API needs to know who you are (campaigns, admin), your
          wallet signs a one-time server nonce; the signature is verified on the server and the session lives
          in an httpOnly, SameSite=Lax cookie that page scripts cannot read.
        </li>
        <li>
          <Ui>Admins are wallets.</Ui> Admin endpoints answer only wallets listed by the operator and refuse
          everyone else.
        </li>
        <li>
          <Ui>Secrets stay on the server.</Ui> RPC provider URLs and their API keys never reach a browser; the
          platform secret that derives vault and escrow keys is read from the environment or generated into
          the data directory readable by its owner only.
        </li>
        <li>
          <Ui>Validated inputs.</Ui> Every request is checked against the same schemas the site uses, requests
          are rate limited, and errors come back as readable messages without internals.
        </li>
        <li>
          <Ui>Durable local chain.</Ui> Every confirmed localnet transaction is journaled to disk before its
          signature is returned, so a restart — even a crash — loses no balance.
        </li>
      </Bullets>
    ),
  },
  {
    id: 'stack',
    title: 'Open-source stack',
    body: (
      <>
        <p>Solpad is TypeScript end to end, built on open-source projects:</p>
        <dl className="grid gap-3 sm:grid-cols-2">
          {STACK.map((s) => (
            <div key={s.area} className="rounded-xl border border-line bg-surface p-3">
              <dt className="font-semibold text-fg text-sm">{s.area}</dt>
              <dd className="text-sm">{s.items.join(' · ')}</dd>
            </div>
          ))}
        </dl>
        <p>
          The code is one repository with a shared core (wallet, RPC, schemas, formatting, the spec's
          constants) used by the site, the extension and the API alike.
        </p>
      </>
    ),
  },
  {
    id: 'run-it',
    title: 'Run it yourself',
    body: (
      <>
        <p>
          With Node.js 20.19 or later, <Code>npm install && npm start</Code> serves the site and the API on{' '}
          <Code>http://localhost:8787</Code> with a fresh local chain and database. Set{' '}
          <Code>SOLANA_RPC_URL</Code> to use a real cluster and <Code>DATABASE_URL</Code> for a Postgres
          server.
        </p>
        <p>
          The API documents itself at <Code>/api/docs</Code> and <Code>/api/openapi.json</Code>.
        </p>
      </>
    ),
  },
];

/** About Solpad: what it is, how trades settle, what is built, security model, stack. */
export function AboutPage() {
  return (
    <InfoPage
      title="About Solpad"
      intro={
        <p>
          A Solana platform to launch, trade, scan and market tokens — and an honest account of how it works.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
