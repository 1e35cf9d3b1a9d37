// Token images: stored once under DATA_DIR/uploads by the SHA-256 of their bytes, so a name never changes its
// content and can be cached for a year.
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { checkLaunchImage, detectImageType, type LaunchImageType } from '@solpad/core/launch';
import { isNotNull, like } from 'drizzle-orm';
import { type Db, schema } from '../db';
import { catalogued } from '../lib/errors';

/** Bytes one client may upload per hour (a few launch images; a flood is refused with 429 instead of filling the disk). */
export const UPLOAD_BYTES_PER_HOUR = 16 * 1024 * 1024;
/** An upload nothing refers to after this long is removed (the `prune-unused-uploads` job). */
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** How often the job looks. */
export const UPLOAD_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/** The uploads folder of a data dir. */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** Stores an image after checking it (type by magic bytes, ≤ 4 MB); returns its id and type. */
export function storeImage(dataDir: string, bytes: Uint8Array): { id: string; contentType: LaunchImageType } {
  const check = checkLaunchImage(bytes);
  if (!check.ok) throw catalogued(check.code, check.message);
  const id = createHash('sha256').update(bytes).digest('hex');
  const dir = uploadsDir(dataDir);
  const file = path.join(dir, id);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // Write then rename: a reader never sees a half-written image under its final name.
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(tmp, bytes, { mode: 0o600 });
    renameSync(tmp, file);
  } else {
    // Uploaded again: it counts as new for the unused-upload clock.
    const now = new Date();
    utimesSync(file, now, now);
  }
  return { id, contentType: check.type };
}

/** Ids of uploads something refers to: a token's or a pending launch's image, a KOL's avatar URL. */
async function referencedUploads(db: Db): Promise<Set<string>> {
  const [tokens, launches, kols] = await Promise.all([
    db.select({ id: schema.tokens.imageId }).from(schema.tokens).where(isNotNull(schema.tokens.imageId)),
    db
      .select({ id: schema.launches.imageId })
      .from(schema.launches)
      .where(isNotNull(schema.launches.imageId)),
    db
      .select({ url: schema.kolProfiles.avatarUrl })
      .from(schema.kolProfiles)
      .where(like(schema.kolProfiles.avatarUrl, '%/api/uploads/%')),
  ]);
  const ids = new Set<string>();
  for (const r of [...tokens, ...launches]) if (r.id) ids.add(r.id);
  for (const r of kols) {
    const m = /\/api\/uploads\/([0-9a-f]{64})/.exec(r.url ?? '');
    if (m?.[1]) ids.add(m[1]);
  }
  return ids;
}

/**
 * Removes uploads that nothing refers to and that were last uploaded over `UNUSED_UPLOAD_TTL_MS` ago (and
 * half-written files left by a crash). Returns what it did, for the jobs console.
 */
export async function pruneUnusedUploads(db: Db, dataDir: string, now = Date.now()): Promise<string> {
  const dir = uploadsDir(dataDir);
  if (!existsSync(dir)) return 'no uploads';
  const referenced = await referencedUploads(db);
  let removed = 0;
  let bytes = 0;
  let kept = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    const stat = statSync(file);
    const old = now - stat.mtimeMs > UNUSED_UPLOAD_TTL_MS;
    const unused = name.endsWith('.tmp') || !referenced.has(name);
    if (old && unused) {
      unlinkSync(file);
      removed++;
      bytes += stat.size;
    } else kept++;
  }
  return `removed ${removed} unused uploads (${Math.round(bytes / 1024)} KiB), kept ${kept}`;
}

/** The type of a stored image (from its first bytes), or null when there is none. */
export function storedImageType(dataDir: string, id: string): LaunchImageType | null {
  const file = path.join(uploadsDir(dataDir), id);
  if (!existsSync(file)) return null;
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(16);
    readSync(fd, head, 0, 16, 0);
    return detectImageType(head);
  } finally {
    closeSync(fd);
  }
}

/** A stored image's bytes and type, or null. */
export function readImage(
  dataDir: string,
  id: string,
): { bytes: Buffer; contentType: LaunchImageType } | null {
  const file = path.join(uploadsDir(dataDir), id);
  if (!existsSync(file)) return null;
  const bytes = readFileSync(file);
  const contentType = detectImageType(bytes);
  return contentType ? { bytes, contentType } : null;
}
