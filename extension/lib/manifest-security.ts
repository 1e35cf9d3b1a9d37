// What the manifest (wxt.config.ts) declares for the extension's own safety.

/**
 * The Content-Security-Policy of the extension's pages (popup, side panel, options). Scripts only from the
 * extension itself — nothing inline, nothing evaluated, no WebAssembly; no plugins; no `<base>`; no framing by
 * any page. The pages call the API at whatever base URL the user set in the options (any http or https host,
 * granted per host at run time), and show token images from https hosts and from the API itself (a local one
 * is plain http, e.g. http://localhost:8787/api/uploads/…).
 */
export const EXTENSION_PAGES_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https: http://localhost:* http://127.0.0.1:*",
  "connect-src 'self' https: http:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
