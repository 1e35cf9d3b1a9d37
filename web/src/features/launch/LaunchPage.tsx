import { useDocumentTitle } from '../../lib/useDocumentTitle';
import {
  LaunchCostAside,
  LinksSection,
  OptionsSection,
  PlatformSection,
  TokenDetailsSection,
} from './LaunchSections';
import { ScannerPreview } from './ScannerPreview';
import { useLaunchForm } from './useLaunchForm';

/** Token launch (`/launch`): the form, the platform cards, the cost, and the real launch transaction. */
export function LaunchPage() {
  useDocumentTitle('Launch a Token');
  const form = useLaunchForm();
  const { vanity, draft } = form;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <div className="text-subtle text-xs uppercase tracking-wider">Solana</div>
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Launch a Token</h1>
        <p className="max-w-2xl text-muted">
          Create a Token-2022 token with its metadata on chain: the whole supply of 1,000,000,000 goes to its
          bonding curve, the mint authority is revoked, and trading starts the moment the transaction lands.
        </p>
      </header>

      <form
        ref={form.formRef}
        noValidate
        onSubmit={form.submit}
        aria-label="Launch a token"
        className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
      >
        <div className="flex min-w-0 flex-col gap-6">
          <TokenDetailsSection form={form} />
          <LinksSection form={form} />
          <PlatformSection form={form} />
          <OptionsSection form={form} />
          <ScannerPreview
            mint={
              vanity.state.status === 'found' && vanity.state.suffix === draft.vanitySuffix.trim()
                ? vanity.state.signer.address
                : null
            }
          />
        </div>
        <LaunchCostAside form={form} />
      </form>
    </div>
  );
}
