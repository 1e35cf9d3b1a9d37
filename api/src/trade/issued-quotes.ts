// The open quotes this process issued, as it stored them, until submitted. A wallet quotes and submits within
// seconds, most often through the same process (one keep-alive connection, or the one embedded server), and its
// submit then needs nothing of the quote that the database would answer differently: the quote's rows never
// change while it is open, and what can change around it — the quote taken by another call, pushed out by the
// caller's newer quotes, deleted by the expiry job or a graduation, its token hidden — is read again under the
// venue's lock before anything is reserved (submit.ts's `reserve`). So the read of the quote at submit, a
// statement per trade on the one embedded connection, is left out when the quote is here; a quote issued by
// another replica, or one pushed out of here, is read from the database as before.
import type { QuoteRow, TokenRow } from './records';

/** Quotes kept at most; past it the oldest go first (a quote is submitted within seconds or not at all). */
export const ISSUED_QUOTES_KEPT = 4096;

/** A quote as stored, with its token as the quote read it. */
export interface IssuedQuote {
  quote: QuoteRow;
  token: TokenRow;
}

/** The issued quotes of one market service (see the module comment). */
export function createIssuedQuotes(max = ISSUED_QUOTES_KEPT) {
  const kept = new Map<string, IssuedQuote>();
  return {
    /** Keeps quote `quote` (stored as open) with `token`. */
    add(quote: QuoteRow, token: TokenRow) {
      kept.set(quote.id, { quote, token });
      if (kept.size <= max) return;
      // The oldest eighth at once: a Map's first key is found past the holes of the keys deleted before it, so
      // one deletion per quote under a flood of unsubmitted quotes would walk thousands of holes each time.
      let over = Math.max(1, max >> 3);
      for (const id of kept.keys()) {
        kept.delete(id);
        if (--over === 0) break;
      }
    },
    /** Quote `id` as issued here, once: a second submit of it reads the database (it is no longer open). */
    take(id: string): IssuedQuote | undefined {
      const issued = kept.get(id);
      if (issued) kept.delete(id);
      return issued;
    },
  };
}
export type IssuedQuotes = ReturnType<typeof createIssuedQuotes>;
