// How a quote's versions are stored (schema.ts's quotes.versions).
import { customType } from 'drizzle-orm/pg-core';

/**
 * One version of a quoted trade as stored with its quote (amounts as decimal strings): the SHA-256 of its message
 * and the exact amounts it moves (see core/trade's versions.ts).
 */
export interface StoredQuoteVersion {
  messageHash: string;
  solLamports: string;
  tokenAmount: string;
  feeLamports: string;
  deltaSol: string;
  deltaToken: string;
}

/** A stored version's fields, in their packed order (see {@link packVersions}). */
const VERSION_FIELDS = [
  'messageHash',
  'solLamports',
  'tokenAmount',
  'feeLamports',
  'deltaSol',
  'deltaToken',
] as const satisfies readonly (keyof StoredQuoteVersion)[];
/** One packed version: a hex SHA-256, then five integers. */
const PACKED_VERSION = /^[0-9a-f]{64}(?::-?[0-9]+){5}$/;

/**
 * A quote's versions as stored: each version's fields joined by `:`, the versions by `|` (best for the user first).
 * A quote is stored with every version the wallet may sign — up to 12 — and stored under a rush fifty at a time:
 * as jsonb the versions were two thirds of the quote batch's insert (parsed into jsonb by the database, and escaped
 * into an array literal by the driver, on the thread serving requests); packed they are half the bytes and plain
 * text to both (bench/RESULTS.md).
 */
export function packVersions(versions: StoredQuoteVersion[]): string {
  return versions.map((v) => VERSION_FIELDS.map((f) => v[f]).join(':')).join('|');
}

/** The versions {@link packVersions} packed; a malformed value is refused, never read as other amounts. */
export function unpackVersions(packed: string): StoredQuoteVersion[] {
  if (packed === '') return [];
  return packed.split('|').map((one) => {
    if (!PACKED_VERSION.test(one))
      throw new Error(`a stored quote version that is not one: ${one.slice(0, 80)}`);
    const [messageHash, solLamports, tokenAmount, feeLamports, deltaSol, deltaToken] = one.split(':') as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    return { messageHash, solLamports, tokenAmount, feeLamports, deltaSol, deltaToken };
  });
}

/** A column of quote versions stored packed (text: {@link packVersions}). */
export const quoteVersions = customType<{ data: StoredQuoteVersion[]; driverData: string }>({
  dataType: () => 'text',
  toDriver: packVersions,
  fromDriver: unpackVersions,
});
