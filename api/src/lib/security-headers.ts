// Security headers on every response of the site and the API. The Content-Security-Policy allows scripts from
// this origin and, by hash, the inline boot scripts of the built index.html (computed when the server starts,
// so a rebuilt page never needs a hand-kept list), and nothing inline or evaluated otherwise.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { requestHeader } from './request-header';

/** The CSP hash sources (`'sha256-…'`) of a page's inline `<script>` and `<style>` elements. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

const sha256Source = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Hashes every inline script (a `<script>` without `src`) and every `<style>` element of `html`, exactly as the
 * browser hashes them: the text between the tags, byte for byte.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(m[1] ?? '')) continue;
    scripts.push(sha256Source(m[2] ?? ''));
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) styles.push(sha256Source(m[1] ?? ''));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/** What a policy allows beyond this origin. */
export interface CspOptions {
  /** Inline scripts and styles allowed by hash. */
  inline?: InlineHashes;
  /** The site's public URL (PUBLIC_URL): its websocket origin is named beside 'self'. */
  publicUrl?: string;
  /**
   * Whether scripts may add `<style>` elements of their own (`'unsafe-inline'` for styles only). The site needs
   * it: Radix's dialogs lock scrolling through react-remove-scroll-bar, which writes a `<style>` whose text is
   * computed at run time (the scrollbar's width), so no hash can name it. Styles cannot run code; scripts stay
   * strict. A page without such scripts (the API docs) sets it false and lists its styles by hash.
   */
  runtimeStyles?: boolean;
}

/**
 * The Content-Security-Policy. Scripts: this origin plus hashed inline boot scripts, no `unsafe-inline` or
 * `unsafe-eval`. Styles: this origin's stylesheets and either inline ones by hash or, for the site, any inline
 * style (see `runtimeStyles`).
 * Images: any https host (token images live on IPFS gateways and CDNs), `data:` and `blob:` (image previews).
 * Connections: this origin only — the JSON-RPC endpoint is `/api/rpc` on it (a configured SOLANA_RPC_URL stays on
 * the server), and its websockets `/api/ws` and `/api/rpc/ws`.
 */
export function contentSecurityPolicy(opts: CspOptions = {}): string {
  const scripts = opts.inline?.scripts ?? [];
  // A hash source switches 'unsafe-inline' off, so the two never go together.
  const styles = opts.runtimeStyles === false ? (opts.inline?.styles ?? []) : ["'unsafe-inline'"];
  const connect = ["'self'"];
  if (opts.publicUrl) {
    // CSP3 lets 'self' match the same host's ws(s), older engines do not: name the public one outright.
    const url = new URL(opts.publicUrl);
    connect.push(`${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`);
  }
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scripts]],
    ['style-src', ["'self'", ...styles]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', connect],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Browser features the site never uses, switched off for it and anything it might embed. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()';

/**
 * The policy of an answer that is data, not a page (JSON): it loads nothing, runs nothing and may not be framed.
 * A browser never renders it as a document (`nosniff` with a JSON type), so the page's policy — its script hashes,
 * image hosts and websocket origin — and the Permissions-Policy (a document's) would only be bytes on every poll.
 */
export const DATA_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Whether an answer of this content type is data (JSON) rather than a page, an image or a stylesheet. */
export const isDataAnswer = (contentType: string | null | undefined): boolean =>
  contentType?.startsWith('application/json') === true;

/** HSTS: one year. Sent only over TLS (a browser ignores it over http, and it would pin a plain-http dev host). */
export const HSTS = 'max-age=31536000';

/**
 * Whether a request came over TLS: the public URL is https, or a TLS-terminating proxy says so in
 * `X-Forwarded-Proto` (its first value), or the request's own URL (absolute and normalised: no need to parse it).
 */
export function overTls(
  publicUrl: string | undefined,
  url: string,
  forwardedProto: string | undefined,
): boolean {
  if (publicUrl?.startsWith('https:')) return true;
  const proto = forwardedProto?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https' || url.startsWith('https:');
}

/** The security headers of one response, by header name (lowercase). */
export type SecurityHeaderSet = Readonly<Record<string, string>>;

interface HeaderSets {
  inline: InlineHashes | undefined;
  page: SecurityHeaderSet;
  pageTls: SecurityHeaderSet;
  data: SecurityHeaderSet;
  dataTls: SecurityHeaderSet;
}

/**
 * The security headers an answer carries ({@link securityHeaders}), by whether its request came over TLS
 * ({@link overTls}) and whether it is data ({@link isDataAnswer}: the lean {@link DATA_CSP}, no Permissions-Policy):
 * records built once per policy rather than per request (the hot cache's fast path answers with them as they
 * are). `inline` is read per call, so the hashes of a page built after the server started are picked up.
 */
export function securityHeaderSet(opts: {
  publicUrl?: string;
  inline?: () => InlineHashes;
}): (tls: boolean, data?: boolean) => SecurityHeaderSet {
  let cached: HeaderSets | undefined;
  return (tls, data = false) => {
    const inline = opts.inline?.();
    if (!cached || cached.inline !== inline) {
      const common = {
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
      };
      const page = {
        'content-security-policy': contentSecurityPolicy({ inline, publicUrl: opts.publicUrl }),
        ...common,
        'permissions-policy': PERMISSIONS_POLICY,
      };
      const dataSet = { 'content-security-policy': DATA_CSP, ...common };
      const hsts = { 'strict-transport-security': HSTS };
      cached = {
        inline,
        page,
        pageTls: { ...page, ...hsts },
        data: dataSet,
        dataTls: { ...dataSet, ...hsts },
      };
    }
    if (data) return tls ? cached.dataTls : cached.data;
    return tls ? cached.pageTls : cached.page;
  };
}

/**
 * Sets the security headers on every response that passes through: CSP (unless the handler set a policy of its
 * own; a JSON answer gets {@link DATA_CSP}), `X-Content-Type-Options: nosniff`, `Referrer-Policy`,
 * `Permissions-Policy` (not on JSON), `X-Frame-Options: DENY` (frame-ancestors for old browsers) and, over TLS,
 * `Strict-Transport-Security`. `inline` is read per request,
 * so the hashes of a page built after the server started are picked up when the server reads it.
 */
export function securityHeaders(opts: {
  publicUrl?: string;
  inline?: () => InlineHashes;
}): MiddlewareHandler {
  const headersFor = securityHeaderSet(opts);
  return async (c, next) => {
    await next();
    // A websocket upgrade's answer is not an HTTP response the headers could be set on.
    if (c.res.status === 101) return;
    let h = c.res.headers;
    try {
      h.set('x-content-type-options', 'nosniff');
    } catch {
      // A response with immutable headers (one passed through from fetch): copy it.
      c.res = new Response(c.res.body, c.res);
      h = c.res.headers;
    }
    const set = headersFor(
      overTls(opts.publicUrl, c.req.url, requestHeader(c, 'x-forwarded-proto')),
      isDataAnswer(h.get('content-type')),
    );
    const ownPolicy = h.has('content-security-policy');
    for (const name in set) {
      if (name === 'content-security-policy' && ownPolicy) continue;
      h.set(name, set[name] as string);
    }
  };
}
