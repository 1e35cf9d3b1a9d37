import { shortenAddress } from '@solpad/core/format';
import type { ReactNode } from 'react';
import { useAtomValue, useSetAtom } from '../../lib/store';
import { useAuthSession, useSignIn, useSignOut } from '../auth';
import { walletConnectionAtom, walletDialogOpenAtom } from '../wallet';
import { errorMessage } from './ui';

/**
 * Mirrors the API's gate: nothing of the console (and no admin request) is rendered until the session says
 * this browser is signed in with an admin wallet.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const session = useAuthSession();
  if (session.isPending)
    return (
      <p role="status" className="card text-muted text-sm">
        Checking your session…
      </p>
    );
  if (session.isError)
    return (
      <div role="alert" className="card text-sm">
        Could not check your session: {errorMessage(session.error)}{' '}
        <button type="button" className="btn-secondary" onClick={() => void session.refetch()}>
          Retry
        </button>
      </div>
    );
  if (!session.data.signedIn) return <SignInPrompt />;
  if (!session.data.isAdmin) return <NotAdmin address={session.data.address} />;
  return <>{children}</>;
}

function SignInPrompt() {
  const connection = useAtomValue(walletConnectionAtom);
  const openWallets = useSetAtom(walletDialogOpenAtom);
  const signIn = useSignIn();
  return (
    <section className="card mx-auto max-w-lg text-center" aria-labelledby="admin-signin-title">
      <h2 id="admin-signin-title" className="font-semibold text-fg text-xl">
        Sign in with an admin wallet
      </h2>
      <p className="mt-2 text-muted text-sm">
        The admin console needs a Sign-In With Solana session from a wallet on the admin list.
      </p>
      <div className="mt-4 flex flex-col items-center gap-2">
        {connection ? (
          <>
            <p className="text-muted text-sm">
              Connected: <span className="font-mono text-fg">{shortenAddress(connection.address)}</span>
            </p>
            <button
              type="button"
              className="btn-primary"
              disabled={signIn.isPending}
              onClick={() => signIn.mutate(connection)}
            >
              {signIn.isPending ? 'Signing in…' : 'Sign in with wallet'}
            </button>
          </>
        ) : (
          <button type="button" className="btn-primary" onClick={() => openWallets(true)}>
            Connect wallet
          </button>
        )}
        {signIn.isError && (
          <p role="alert" className="text-red-600 text-sm dark:text-red-400">
            Sign-in failed: {errorMessage(signIn.error)}
          </p>
        )}
      </div>
    </section>
  );
}

function NotAdmin({ address }: { address: string }) {
  const signOut = useSignOut();
  const connection = useAtomValue(walletConnectionAtom);
  const signIn = useSignIn();
  return (
    <section className="card mx-auto max-w-lg text-center" aria-labelledby="admin-notadmin-title">
      <h2 id="admin-notadmin-title" className="font-semibold text-fg text-xl">
        This wallet is not an admin
      </h2>
      <p className="mt-2 text-muted text-sm">
        Signed in as <span className="font-mono text-fg">{shortenAddress(address)}</span>, which is not on the
        admin list.
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        {connection && connection.address !== address && (
          <button type="button" className="btn-primary" onClick={() => signIn.mutate(connection)}>
            Sign in as {shortenAddress(connection.address)}
          </button>
        )}
        <button type="button" className="btn-secondary" onClick={() => signOut.mutate()}>
          Sign out
        </button>
      </div>
      {signIn.isError && (
        <p role="alert" className="mt-2 text-red-600 text-sm dark:text-red-400">
          Sign-in failed: {errorMessage(signIn.error)}
        </p>
      )}
    </section>
  );
}
