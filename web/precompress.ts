import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text assets of at least 1 KiB. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) next to every text asset of the build, once, at build time;
 * the server hands them out by Accept-Encoding (`serveStatic({ precompressed: true })`), so no request pays
 * for compression and the first load transfers a fraction of the bytes.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'solpad-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of files(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
        const data = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}
