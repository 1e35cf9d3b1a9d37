// The spec's user-facing texts (core/src/errors/messages.ts) exist once, in core: the API, the site and the
// extension import them where they are shown or sent. This scans their sources for a copy written out.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_MESSAGES, SCREEN_TEXTS, TOASTS } from '@solpad/core/errors';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const ROOTS = ['api/src', 'web/src', 'extension/lib', 'extension/entrypoints'];

function sources(dir: string): string[] {
  return readdirSync(path.join(repo, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(repo, rel)).isDirectory()) return sources(rel);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.gen.ts') ? [rel] : [];
  });
}

/** The file's code without its comments (a comment may quote a text; only code shows or sends one). */
function code(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}/g, '')
    .split('\n')
    .map((line) => line.replace(/(^|[^:'"`])\/\/.*$/, '$1'))
    .join('\n');
}

// "Try again" is also the plain label of many retry buttons; the other texts are the spec's own.
const TEXTS = [
  ...Object.values(ERROR_MESSAGES),
  ...Object.values(TOASTS).flatMap((t) => Object.values(t)),
  ...Object.values(SCREEN_TEXTS).filter((t) => t !== SCREEN_TEXTS.tryAgain),
];

describe('spec texts', () => {
  const files = ROOTS.flatMap(sources);

  it('are scanned across the API, the site and the extension', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(TEXTS).toContain('Insufficient SOL balance');
    expect(TEXTS).toContain('Network response was not ok');
  });

  it('are written out nowhere but in core', () => {
    const copies: string[] = [];
    for (const file of files) {
      const body = code(readFileSync(path.join(repo, file), 'utf8'));
      for (const text of TEXTS) if (body.includes(text)) copies.push(`${file}: "${text}"`);
    }
    expect(copies).toEqual([]);
  });
});
