/**
 * A throw-away admin wallet for browser tests. Its address is listed in ADMIN_WALLETS of the test server
 * (playwright.config.ts imports this file, so it stays free of heavy imports); the key exists only here and
 * only signs in to that local server.
 */
export const E2E_ADMIN_SEED_HEX = '0b121920272e353c434a51585f666d747b828990979ea5acb3bac1c8cfd6dde4';
/** The address of E2E_ADMIN_SEED_HEX (checked by `e2eAdminSigner` in admin.ts). */
export const E2E_ADMIN_ADDRESS = 'FWJuUc8JMhsvinUGc5KxxZ2e9cDcobu2nePqWGQfszDc';
