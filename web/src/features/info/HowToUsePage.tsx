import {
  LAUNCH_FEES_LAMPORTS,
  lamportsToSol,
  REWARD_TIERS,
  SCANNER_SCORE_THRESHOLDS,
  WALLET_SESSION_TTL_MS,
} from '@solpad/core';
import { ERROR_MESSAGES, TOASTS } from '@solpad/core/errors';
import { Link } from '@tanstack/react-router';
import { DEV_WALLET_AIRDROP_SOL, DEV_WALLET_NAME } from '../dev-wallet';
import { Bullets, Code, InfoPage, type InfoSection, Note, Steps, Ui } from './InfoPage';

const SESSION_MINUTES = WALLET_SESSION_TTL_MS / 60_000;
const fees = Object.entries(LAUNCH_FEES_LAMPORTS).map(
  ([name, lamports]) => `${name} ${lamportsToSol(lamports)} SOL`,
);
const linkClass = 'font-medium text-accent underline-offset-4 hover:underline';

const SECTIONS: readonly InfoSection[] = [
  {
    id: 'connect-wallet',
    title: 'Connect a wallet',
    body: (
      <>
        <p>
          Browsing, scanning and exploring need no wallet. Launching, trading, burning and running campaigns
          do, because every transaction is signed in your own wallet — Solpad never sees your keys.
        </p>
        <Steps>
          <li>
            Press <Ui>Connect Wallet</Ui> in the header or the sidebar. On your first visit the{' '}
            <Ui>Welcome to the Platform</Ui> dialog offers the same; <Ui>Skip for now</Ui> hides it for good.
          </li>
          <li>
            Pick your wallet. Solpad finds Solana wallets through the Wallet Standard, lists the installed
            ones first and links to the install page of the others. Approve the connection in the wallet.
          </li>
          <li>
            Your address and SOL balance appear. The session stays while you use the site and ends after{' '}
            {SESSION_MINUTES} minutes without activity; on your next visit within that time it is restored and
            you see <Ui>{TOASTS.walletReconnected.title}</Ui>.
          </li>
        </Steps>
        <h3 className="mt-2 font-semibold text-fg text-lg">On the localnet: the {DEV_WALLET_NAME}</h3>
        <p>
          When Solpad runs on its embedded local chain (the default of <Code>npm start</Code>), the wallet
          list offers the <Ui>{DEV_WALLET_NAME}</Ui>. It is a real Wallet Standard wallet whose key is
          generated in your browser and kept in its local storage, so you can try everything without
          installing anything.
        </p>
        <Steps>
          <li>
            Choose <Ui>{DEV_WALLET_NAME}</Ui> in the wallet list.
          </li>
          <li>
            Press <Ui>Airdrop {String(DEV_WALLET_AIRDROP_SOL)} SOL</Ui>. The local faucet sends you real
            localnet SOL in a confirmed transaction and your balance updates.
          </li>
        </Steps>
        <Note>
          The dev wallet's key is stored unencrypted in this browser. It exists for the local chain only —
          never send it mainnet funds.
        </Note>
      </>
    ),
  },
  {
    id: 'launch-token',
    title: 'Launch a token',
    body: (
      <>
        <Steps>
          <li>
            Open{' '}
            <Link to="/launch" className={linkClass}>
              Launch
            </Link>{' '}
            and fill in the name (up to 32 characters), symbol (up to 10), description, an image (PNG, JPEG,
            GIF or WebP, up to 4 MB) and optional website, X and Telegram links.
          </li>
          <li>
            Choose a launch platform. It sets the launch fee and the parameters of your token's bonding curve:{' '}
            {fees.join(', ')}.
          </li>
          <li>Optionally add an initial buy, so you hold tokens from the first block.</li>
          <li>
            Check the preview of what the security scanner will report about your token, then sign one
            transaction in your wallet.
          </li>
        </Steps>
        <p>
          That transaction creates a Token-2022 mint with its metadata, mints the whole supply (1,000,000,000
          tokens, 6 decimals) into the token's bonding-curve vault, revokes the mint authority and sets no
          freeze authority — the properties buyers look for in a scanner.
        </p>
      </>
    ),
  },
  {
    id: 'trade',
    title: 'Trade on the bonding curve',
    body: (
      <>
        <p>
          New tokens trade on Solpad's bonding-curve venue: the price follows a constant-product curve over
          virtual reserves, rising as tokens are bought and falling as they are sold.
        </p>
        <Steps>
          <li>
            Find the token in the{' '}
            <Link to="/tokens" className={linkClass}>
              token list
            </Link>{' '}
            and open it.
          </li>
          <li>
            Enter an amount to buy or sell and your slippage tolerance. The quote shows the expected amount,
            the minimum you accept, the price impact, the fee and how long the quote is valid.
          </li>
          <li>
            Confirm: your wallet signs the quote once, without sending it — a few versions of the same trade,
            from the quoted amount down to the minimum you accept. The venue then co-signs with the token's
            vault the best version the current price allows and sends it, and the trade settles atomically —
            both transfers happen, or neither does. If other trades moved the price while you were signing,
            you get the next version down, never less than your minimum; beyond your slippage tolerance
            nothing is exchanged and you can try again.
          </li>
        </Steps>
        <p>
          When every token for sale on the curve is sold, the token <Ui>graduates</Ui>: its reserves move to a
          constant-product pool and trading continues there. The token page always names the venue it trades
          on (<Ui>Bonding curve</Ui> or <Ui>Pool</Ui>).
        </p>
      </>
    ),
  },
  {
    id: 'scan',
    title: 'Scan a token',
    body: (
      <>
        <Steps>
          <li>
            Open the{' '}
            <Link to="/tools/scanner" className={linkClass}>
              security scanner
            </Link>{' '}
            (Tools) and choose <Ui>Token</Ui>, <Ui>Wallet</Ui> or <Ui>Contract</Ui>.
          </li>
          <li>
            Paste an address (or type a symbol) and press Enter or the search button. Solana is the supported
            chain; the others are marked coming soon.
          </li>
          <li>
            Read the report. The score runs from 0 to 100: {SCANNER_SCORE_THRESHOLDS.green} and above is
            green, {SCANNER_SCORE_THRESHOLDS.yellow} and above yellow, {SCANNER_SCORE_THRESHOLDS.orange} and
            above orange, lower is red.
          </li>
        </Steps>
        <p>Every risk names its evidence. The most important ones to check before buying:</p>
        <Bullets>
          <li>
            <Ui>Mint authority</Ui> still set — more tokens can be created, diluting holders.
          </li>
          <li>
            <Ui>Freeze authority</Ui> still set — your token account can be frozen.
          </li>
          <li>Token-2022 extensions such as a permanent delegate, transfer fees or a transfer hook.</li>
          <li>Holder concentration — a few wallets owning most of the supply.</li>
          <li>Liquidity, whether it is locked, and the creator's past launches.</li>
        </Bullets>
      </>
    ),
  },
  {
    id: 'extension',
    title: 'Use the browser extension',
    body: (
      <>
        <p>
          The Solpad extension brings the scanner to the sites you already use: a quick scanner and a
          watch-only portfolio in its popup and side panel, and a small risk badge on token pages of pump.fun,
          DexScreener, Birdeye and Solscan.
        </p>
        <Steps>
          <li>
            Download it from <a href="/extension">the install page</a> (<Code>/extension</Code>) and unzip it;
            it already talks to this site.
          </li>
          <li>
            In Chrome open <Code>chrome://extensions</Code>, turn on <Ui>Developer mode</Ui>, press{' '}
            <Ui>Load unpacked</Ui> and pick the unzipped folder (Firefox: see the install page).
          </li>
          <li>
            Open the popup to scan an address or add addresses to watch; visit a token page on a supported
            site to see its badge, and follow <Ui>Full report</Ui> to the scanner here.
          </li>
        </Steps>
      </>
    ),
  },
  {
    id: 'campaigns',
    title: 'Run a campaign',
    body: (
      <>
        <Steps>
          <li>
            Open{' '}
            <Link to="/marketing" className={linkClass}>
              Marketing
            </Link>{' '}
            and press <Ui>Start Campaign</Ui> (also in the sidebar's Quick Actions).
          </li>
          <li>
            Sign in with your wallet: it signs a one-time message, which proves you own the address without a
            transaction or fee.
          </li>
          <li>
            Name the campaign, choose its type (raid, airdrop, KOL promotion or trending boost), link your
            token, set the budget in SOL, the dates and the goals.
          </li>
          <li>
            Sign the transaction that pays the budget into the campaign's escrow account. While the campaign
            runs you can edit it; cancelling it refunds the unspent budget on chain.
          </li>
        </Steps>
        <p>
          Marketing also hosts community takeovers (CTO), presales with on-chain escrow, KOL profiles,
          trending tokens and analytics. Liquidity providers will be able to link positions to a campaign and
          earn reward multipliers from {REWARD_TIERS[0].multiplier.toFixed(1)}x to{' '}
          {REWARD_TIERS[REWARD_TIERS.length - 1]!.multiplier.toFixed(1)}x — see the{' '}
          <Link to="/tools/add-liquidity" className={linkClass}>
            Add Liquidity
          </Link>{' '}
          preview.
        </p>
      </>
    ),
  },
  {
    id: 'troubleshooting',
    title: 'Troubleshooting',
    body: (
      <Bullets>
        <li>
          <Ui>No Wallets Found</Ui> — install a Solana wallet extension such as Phantom or Solflare, or on the
          localnet use the {DEV_WALLET_NAME}.
        </li>
        <li>
          <Ui>{TOASTS.sessionExpired.title}</Ui> — you were away for more than {SESSION_MINUTES} minutes;
          connect again.
        </li>
        <li>
          <Ui>Balance request timeout</Ui> — the server or its RPC is slow; the wallet stays connected and the
          balance fills in on the next refresh.
        </li>
        <li>
          A transaction says <Ui>{ERROR_MESSAGES.TX__INSUFFICIENT_SOL}</Ui> — fees and rent need a little SOL;
          on the localnet, airdrop some.
        </li>
      </Bullets>
    ),
  },
];

/** How to use Solpad: wallet, launch, trade, scan, extension, campaigns. */
export function HowToUsePage() {
  return (
    <InfoPage
      title="How to use Solpad"
      intro={
        <p>
          Everything you need to go from first visit to launched token: connecting a wallet, launching,
          trading, checking a token's risks, the browser extension and marketing campaigns.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
