/**
 * @solpad/core — the framework-free heart shared by the site, the extension and the API. Import a domain
 * through its subpath (`@solpad/core/wallet`, `@solpad/core/schemas`, …); this root re-exports the most used.
 */
export * from './constants';
export * from './errors';
export * from './format';
