import { getBase58Encoder, getBase64EncodedWireTransaction } from '@solana/kit';
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignAndSendTransactionOutput,
  SolanaSignInFeature,
  SolanaSignInInput,
  SolanaSignInOutput,
  SolanaSignMessageFeature,
  SolanaSignMessageInput,
  SolanaSignMessageOutput,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
  SolanaSignTransactionOutput,
} from '@solana/wallet-standard-features';
import { buildSiwsMessage } from '@solpad/core/auth';
import type { createApiRpc } from '@solpad/core/rpc';
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardConnectOutput,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
  StandardEventsNames,
} from '@wallet-standard/features';
import { ReadonlyWalletAccount } from '@wallet-standard/wallet';
import { waitForSignature } from './confirm';
import { DEV_WALLET_CHAIN, DEV_WALLET_NAME } from './constants';
import type { DevSigner } from './signer';
import { encodeTransaction } from './signer';

type ApiRpc = ReturnType<typeof createApiRpc>;

type DevWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature &
  SolanaSignMessageFeature &
  SolanaSignInFeature;

const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8b5cf6"/><stop offset="1" stop-color="#10b981"/></linearGradient></defs><rect width="64" height="64" rx="14" fill="url(#g)"/><path d="M16 40h26l6-7H22zM16 28h26l6-7H22z" fill="#fff"/><circle cx="48" cy="46" r="7" fill="#0a0a0a"/><path d="M45 46h6M48 43v6" stroke="#34d399" stroke-width="2" stroke-linecap="round"/></svg>';
const ICON: WalletIcon = `data:image/svg+xml;base64,${btoa(ICON_SVG)}`;

const ACCOUNT_FEATURES = [
  'solana:signTransaction',
  'solana:signAndSendTransaction',
  'solana:signMessage',
  'solana:signIn',
] as const satisfies readonly IdentifierString[];

/** Serves each request of a batch in turn (one signature at a time, as a wallet prompts), the outputs in order. */
async function inTurn<I, O>(inputs: readonly I[], serve: (input: I) => Promise<O>): Promise<O[]> {
  const outputs: O[] = [];
  for (const input of inputs) outputs.push(await serve(input));
  return outputs;
}

/**
 * A Wallet Standard wallet for the API's localnet: one Ed25519 key kept in this browser, no prompts.
 * It exists so the whole product can be used (and tested) end to end without a browser extension; it is
 * only registered when the API reports `chain.mode === 'localnet'`.
 */
export class DevWallet implements Wallet {
  readonly version = '1.0.0' as const;
  readonly name = DEV_WALLET_NAME;
  readonly icon = ICON;
  readonly chains = [DEV_WALLET_CHAIN] as const;
  readonly features: DevWalletFeatures;

  readonly #signer: DevSigner;
  readonly #rpc: ApiRpc;
  readonly #account: ReadonlyWalletAccount;
  readonly #listeners: { [E in StandardEventsNames]: Set<StandardEventsListeners[E]> } = {
    change: new Set(),
  };
  #connected = false;

  constructor(signer: DevSigner, rpc: ApiRpc) {
    this.#signer = signer;
    this.#rpc = rpc;
    this.#account = new ReadonlyWalletAccount({
      address: signer.address,
      publicKey: signer.publicKey,
      chains: this.chains,
      features: ACCOUNT_FEATURES,
      label: DEV_WALLET_NAME,
    });
    this.features = {
      'standard:connect': { version: '1.0.0', connect: this.#connect },
      'standard:disconnect': { version: '1.0.0', disconnect: this.#disconnect },
      'standard:events': { version: '1.0.0', on: this.#on },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: this.#signTransaction,
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: this.#signAndSendTransaction,
      },
      'solana:signMessage': { version: '1.1.0', signMessage: this.#signMessage },
      'solana:signIn': { version: '1.0.0', signIn: this.#signIn },
    };
  }

  get accounts(): readonly WalletAccount[] {
    return this.#connected ? [this.#account] : [];
  }

  #emit<E extends StandardEventsNames>(event: E, ...args: Parameters<StandardEventsListeners[E]>): void {
    for (const listener of this.#listeners[event]) listener.apply(null, args);
  }

  #on: StandardEventsFeature['standard:events']['on'] = (event, listener) => {
    this.#listeners[event].add(listener);
    return () => {
      this.#listeners[event].delete(listener);
    };
  };

  #connect: StandardConnectFeature['standard:connect']['connect'] =
    async (): Promise<StandardConnectOutput> => {
      if (!this.#connected) {
        this.#connected = true;
        this.#emit('change', { accounts: this.accounts });
      }
      return { accounts: this.accounts };
    };

  #disconnect: StandardDisconnectFeature['standard:disconnect']['disconnect'] = async () => {
    if (!this.#connected) return;
    this.#connected = false;
    this.#emit('change', { accounts: this.accounts });
  };

  #assertAccount(account: WalletAccount): void {
    if (!this.#connected) throw new Error(`${DEV_WALLET_NAME} is not connected`);
    if (account.address !== this.#account.address) throw new Error(`Unknown account ${account.address}`);
  }

  #assertChain(chain: IdentifierString | undefined): void {
    if (chain && !(this.chains as readonly string[]).includes(chain)) {
      throw new Error(`${DEV_WALLET_NAME} only signs for ${this.chains.join(', ')}, not ${chain}`);
    }
  }

  /** A transaction request's wire transaction, signed once its account and chain are checked. */
  #signRequest(input: SolanaSignTransactionInput, options?: { requireAll?: boolean }) {
    this.#assertAccount(input.account);
    this.#assertChain(input.chain);
    return this.#signer.signWireTransaction(input.transaction, options);
  }

  #signTransaction = (
    ...inputs: readonly SolanaSignTransactionInput[]
  ): Promise<readonly SolanaSignTransactionOutput[]> =>
    inTurn(inputs, async (input) => ({
      signedTransaction: encodeTransaction(await this.#signRequest(input)),
    }));

  #signAndSendTransaction = (
    ...inputs: readonly SolanaSignAndSendTransactionInput[]
  ): Promise<readonly SolanaSignAndSendTransactionOutput[]> =>
    inTurn(inputs, async (input) => {
      const signed = await this.#signRequest(input, { requireAll: true });
      const options = input.options ?? {};
      const signature = await this.#rpc
        .sendTransaction(getBase64EncodedWireTransaction(signed), {
          encoding: 'base64',
          ...(options.skipPreflight !== undefined && { skipPreflight: options.skipPreflight }),
          ...(options.preflightCommitment && { preflightCommitment: options.preflightCommitment }),
          ...(options.maxRetries !== undefined && { maxRetries: BigInt(options.maxRetries) }),
          ...(options.minContextSlot !== undefined && { minContextSlot: BigInt(options.minContextSlot) }),
        })
        .send();
      if (options.commitment) await waitForSignature(this.#rpc, signature, options.commitment);
      return { signature: new Uint8Array(getBase58Encoder().encode(signature)) };
    });

  #signMessage = (
    ...inputs: readonly SolanaSignMessageInput[]
  ): Promise<readonly SolanaSignMessageOutput[]> =>
    inTurn(inputs, async (input) => {
      this.#assertAccount(input.account);
      const signature = await this.#signer.signMessage(input.message);
      return { signedMessage: input.message, signature, signatureType: 'ed25519' };
    });

  #signIn = (...inputs: readonly SolanaSignInInput[]): Promise<readonly SolanaSignInOutput[]> =>
    inTurn(inputs, async (input) => {
      if (input.address && input.address !== this.#account.address) {
        throw new Error(`${DEV_WALLET_NAME} holds ${this.#account.address}, not ${input.address}`);
      }
      // Signing in connects, as with any wallet's signIn.
      await this.#connect();
      const text = buildSiwsMessage({
        ...input,
        domain: input.domain ?? window.location.host,
        address: this.#account.address,
      });
      const signedMessage = new TextEncoder().encode(text);
      const signature = await this.#signer.signMessage(signedMessage);
      return { account: this.#account, signedMessage, signature, signatureType: 'ed25519' };
    });
}
