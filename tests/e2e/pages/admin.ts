import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner } from '@solana/kit';
import { signInAs } from '../support/siws';
import { E2E_ADMIN_ADDRESS, E2E_ADMIN_SEED_HEX } from './admin-wallet';

export async function e2eAdminSigner(): Promise<KeyPairSigner> {
  const signer = await createKeyPairSignerFromPrivateKeyBytes(Buffer.from(E2E_ADMIN_SEED_HEX, 'hex'));
  if (signer.address !== E2E_ADMIN_ADDRESS) throw new Error(`admin seed gives ${signer.address}`);
  return signer;
}

/**
 * Signs `request` in as the test admin through the real Sign-In With Solana flow (nonce, signed message,
 * verify); the session cookie stays in the request context.
 */
export async function signInAsAdmin(request: APIRequestContext): Promise<void> {
  const body = await signInAs(request, await e2eAdminSigner());
  if (!body.isAdmin) throw new Error('the test admin is not in ADMIN_WALLETS of the test server');
}

/** Sets the global maintenance flag (admin session required). */
export async function setMaintenance(request: APIRequestContext, enabled: boolean): Promise<void> {
  const res = await request.post('/api/admin/maintenance-mode', { data: { enabled } });
  if (!res.ok()) throw new Error(`maintenance-mode: ${res.status()} ${await res.text()}`);
}

/** Sets one path's maintenance flag (admin session required). */
export async function setPathMaintenance(
  request: APIRequestContext,
  path: string,
  enabled: boolean,
): Promise<void> {
  const res = await request.post('/api/admin/path-maintenance', { data: { path, enabled } });
  if (!res.ok()) throw new Error(`path-maintenance: ${res.status()} ${await res.text()}`);
}

/**
 * A moderated item's row in a list of the admin's Marketing section (a campaign, a KOL profile): `what` names the
 * kind as its buttons do ("Hide campaign <name>"), `panel` is the list's region with its Visibility filter.
 */
export class ModeratedRow {
  readonly row: Locator;

  constructor(
    readonly page: Page,
    readonly panel: Locator,
    readonly testId: string,
    readonly what: string,
    readonly name: string,
  ) {
    this.row = panel.getByTestId(testId).filter({ hasText: name });
  }

  /**
   * Hides it: the dialog (saying `warns` first, when given) refuses without a reason, then takes `reason`; the
   * row reads hidden, with that reason as its last moderation.
   */
  async hide(reason: string, warns?: string) {
    await this.row.getByRole('button', { name: `Hide ${this.what} ${this.name}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `Hide “${this.name}”?` });
    if (warns) await expect(dialog).toContainText(warns);
    await dialog.getByRole('button', { name: `Hide ${this.what}` }).click();
    await expect(dialog.getByRole('alert')).toHaveText('A reason is required');
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: `Hide ${this.what}` }).click();
    await expect(dialog).toHaveCount(0);
    await expect(this.row).toContainText('hidden');
    await expect(this.row).toContainText(`Last moderation: ${reason}`);
  }

  /** The Visibility filter of the hidden item: "visible only" lists nothing (`none` says so), "hidden only" lists it. */
  async expectFilteredAsHidden(none: string) {
    await this.panel.getByLabel('Visibility').selectOption('false');
    await expect(this.panel.getByText(none)).toBeVisible();
    await this.panel.getByLabel('Visibility').selectOption('true');
    await expect(this.row).toBeVisible();
  }

  /** Shows it again with `reason`; with the Visibility filter back to all, the row no longer reads hidden. */
  async show(reason: string) {
    await this.row.getByRole('button', { name: `Show ${this.what} ${this.name}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `Show “${this.name}”?` });
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: `Show ${this.what}` }).click();
    await expect(dialog).toHaveCount(0);
    await this.panel.getByLabel('Visibility').selectOption('');
    await expect(this.row).not.toContainText('hidden');
  }
}
