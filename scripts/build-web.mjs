// Builds the site when it is missing or older than its sources (shared by `npm start` and `npm run serve`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry.name)));
  }
  return newest;
}

/** Builds web/dist unless it is up to date; exits the process when the build fails. */
export function ensureWebBuilt(root) {
  const builtAt = newestMtime(path.join(root, 'web/dist/index.html'));
  const sourcesAt = Math.max(
    ...['web/src', 'web/index.html', 'web/vite.config.ts', 'web/public', 'core/src', 'package-lock.json'].map(
      (p) => newestMtime(path.join(root, p)),
    ),
  );
  if (builtAt !== 0 && sourcesAt <= builtAt) return;
  console.log(builtAt === 0 ? 'Building the web app…' : 'Sources changed: rebuilding the web app…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const res = spawnSync(npm, ['run', 'build', '-w', '@solpad/web'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

/**
 * Builds the browser extension (.output/chrome-mv3 and .output/firefox-mv2, which the server zips at /extension)
 * unless both are up to date;
 * exits the process when the build fails. A few seconds, offline (wxt bundles from node_modules).
 */
export function ensureExtensionBuilt(root) {
  const builtAt = Math.min(
    ...['chrome-mv3', 'firefox-mv2'].map((b) => newestMtime(path.join(root, `.output/${b}/manifest.json`))),
  );
  const sourcesAt = Math.max(
    ...['extension', 'wxt.config.ts', 'core/src', 'package-lock.json'].map((p) =>
      newestMtime(path.join(root, p)),
    ),
  );
  if (builtAt !== 0 && sourcesAt <= builtAt) return;
  console.log(builtAt === 0 ? 'Building the extension…' : 'Sources changed: rebuilding the extension…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const res = spawnSync(npm, ['run', 'build', '-w', '@solpad/extension'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
