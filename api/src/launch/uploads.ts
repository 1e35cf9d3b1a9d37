// Token images: stored once under DATA_DIR/uploads by the SHA-256 of their bytes, so a name never changes its
// content and can be cached for a year.
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { checkLaunchImage, detectImageType, type LaunchImageType } from '@solpad/core/launch';
import { HttpError } from '../lib/errors';

/** The uploads folder of a data dir. */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** Stores an image after checking it (type by magic bytes, ≤ 4 MB); returns its id and type. */
export function storeImage(dataDir: string, bytes: Uint8Array): { id: string; contentType: LaunchImageType } {
  const check = checkLaunchImage(bytes);
  if (!check.ok)
    throw new HttpError(check.code === 'IMAGE__TOO_LARGE' ? 413 : 400, check.code, check.message);
  const id = createHash('sha256').update(bytes).digest('hex');
  const dir = uploadsDir(dataDir);
  const file = path.join(dir, id);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    // Write then rename: a reader never sees a half-written image under its final name.
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(tmp, bytes);
    renameSync(tmp, file);
  }
  return { id, contentType: check.type };
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
