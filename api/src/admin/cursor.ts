import { catalogued } from '../lib/errors';

/** A keyset position in a list ordered by (timestamp, id) descending. */
export interface Position {
  at: string;
  id: string;
}

/** Encodes the position of a page's last row as an opaque cursor. */
export function encodeCursor(at: Date, id: string | number): string {
  return Buffer.from(JSON.stringify([at.toISOString(), String(id)])).toString('base64url');
}

/** Decodes a cursor from {@link encodeCursor}; anything else is a 400 naming `field`. */
export function decodeCursor(cursor: string, field = 'cursor'): Position {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && typeof id === 'string' && !Number.isNaN(Date.parse(at)) && id.length <= 100)
      return { at, id };
  } catch {
    // fall through
  }
  throw catalogued('INVALID_REQUEST', `${field}: must be a cursor returned as nextCursor`);
}
