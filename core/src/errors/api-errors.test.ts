import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_ERRORS, type ApiErrorCode, apiErrorMessage, isApiErrorCode } from './api-errors';
import { ERROR_MESSAGES } from './messages';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The production sources of a folder (tests left out). */
function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name)) return [];
    return [{ file: path.relative(root, file), text: readFileSync(file, 'utf8') }];
  });
}

const api = sources(path.join(root, 'api/src'));
const core = sources(path.join(root, 'core/src')).filter((s) => !s.file.endsWith('errors/api-errors.ts'));

/**
 * Every `HttpError(status, 'CODE', …)` / `errorResponse(c, status, 'CODE', …)` / `refuse('CODE', …)` /
 * `catalogued('CODE', …)` of the API (`catalogued` takes its status from the catalogue itself).
 */
const literalCalls = api.flatMap(({ file, text }) =>
  [
    ...text.matchAll(/(?:new HttpError|errorResponse)\(\s*(?:c,\s*)?(\d{3}|[\w.[\]]+),\s*'([A-Z0-9_]+)'/g),
    ...text.matchAll(/(?:refuse|catalogued)\(\s*()'([A-Z0-9_]+)'/g),
  ].map((m) => ({ file, status: /^\d{3}$/.test(m[1] ?? '') ? Number(m[1]) : null, code: m[2] ?? '' })),
);

describe('the API error catalogue', () => {
  it('lists every code the API throws, with the status it is thrown with', () => {
    expect(literalCalls.length).toBeGreaterThan(150);
    const unknown = literalCalls.filter((c) => !isApiErrorCode(c.code));
    expect(unknown).toEqual([]);
    const wrongStatus = literalCalls.filter(
      (c) => c.status !== null && c.status !== API_ERRORS[c.code as ApiErrorCode].status,
    );
    expect(wrongStatus).toEqual([]);
  });

  it('lists no code the API cannot answer', () => {
    const everything = [...api, ...core].map((s) => s.text).join('\n');
    // Codes built from a reason (`SIWS__${reason}`, `TRADE__${refusal.code}`) appear as the bare reason.
    const built = (code: string) => code.replace(/^(SIWS|TRADE)__/, '');
    const unused = Object.keys(API_ERRORS).filter(
      (code) => !everything.includes(`'${code}'`) && !everything.includes(`'${built(code)}'`),
    );
    expect(unused).toEqual([]);
  });

  it('gives every code an error status and a text', () => {
    for (const [code, { status, message }] of Object.entries(API_ERRORS)) {
      expect(code).toMatch(/^[A-Z][A-Z0-9]*(__[A-Z0-9_]+|_[A-Z0-9_]+)?$/);
      expect(status >= 400 && status <= 599, code).toBe(true);
      expect(message.trim().length, code).toBeGreaterThan(0);
    }
  });

  it("shares the texts of the site's own catalogue where a code is in both", () => {
    for (const code of Object.keys(API_ERRORS))
      if (code in ERROR_MESSAGES)
        expect(API_ERRORS[code as ApiErrorCode].message).toBe(
          ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES],
        );
  });

  it('puts the context into the text', () => {
    expect(apiErrorMessage('RATE_LIMITED', { name: 'trade', retryAfter: 12 })).toBe(
      'Too many trade requests: try again in 12 s',
    );
    expect(apiErrorMessage('PRESALE__INSUFFICIENT_TOKENS', { needed: 10n ** 12n })).toBe(
      'Your wallet holds fewer tokens than the presale sells (1000000000000 base units needed)',
    );
    expect(apiErrorMessage('TOKEN__NOT_FOUND')).toBe('No token with this mint address on the platform');
  });

  it('tells a code of the catalogue from any other string', () => {
    expect(isApiErrorCode('TRADE__SLIPPAGE')).toBe(true);
    expect(isApiErrorCode('TRADE__NOPE')).toBe(false);
    expect(isApiErrorCode('toString')).toBe(false);
    expect(isApiErrorCode(404)).toBe(false);
  });
});
