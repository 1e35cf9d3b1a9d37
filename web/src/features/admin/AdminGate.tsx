import { shortenAddress } from '@solpad/core/format';
import { type ReactNode, useId } from 'react';
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

/** The gate's card: what stands in the way, what it means, and what can be done about it. */
function GateCard({ title, about, children }: { title: string; about: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="card mx-auto max-w-lg text-center" aria-labelledby={titleId}>
      <h2 id={titleId} className="font-semibold text-fg text-xl">
        {title}
      </h2>
      <p className="mt-2 text-muted text-sm">{about}</p>
      {children}
    </section>
  );
}

/** Why signing in failed (`spaced` when it stands below the buttons' row rather than in its column). */
function SignInFailed({ error, spaced }: { error: unknown; spaced?: boolean }) {
  return (
    <p role="alert" className={`${spaced ? 'mt-2 ' : ''}text-red-600 text-sm dark:text-red-400`}>
      Sign-in failed: {errorMessage(error)}
    </p>
  );
}

function SignInPrompt() {
  const connection = useAtomValue(walletConnectionAtom);
  const openWallets = useSetAtom(walletDialogOpenAtom);
  const signIn = useSignIn();
  return (
    <GateCard
      title="Sign in with an admin wallet"
      about="The admin console needs a Sign-In With Solana session from a wallet on the admin list."
    >
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
        {signIn.isError && <SignInFailed error={signIn.error} />}
      </div>
    </GateCard>
  );
}

function NotAdmin({ address }: { address: string }) {
  const signOut = useSignOut();
  const connection = useAtomValue(walletConnectionAtom);
  const signIn = useSignIn();
  return (
    <GateCard
      title="This wallet is not an admin"
      about={
        <>
          Signed in as <span className="font-mono text-fg">{shortenAddress(address)}</span>, which is not on
          the admin list.
        </>
      }
    >
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
      {signIn.isError && <SignInFailed error={signIn.error} spaced />}
    </GateCard>
  );
}
