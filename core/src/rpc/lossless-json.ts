/**
 * JSON.parse that keeps integers beyond 2^53 exact: such literals come back as `bigint`, all others as
 * `number`. Solana RPC replies carry u64 values (lamports, rentEpoch) that plain JSON.parse would round.
 */
export function parseJsonLossless(text: string): unknown {
  const n = text.length;
  let out = '';
  let last = 0;
  let i = 0;
  while (i < n) {
    const ch = text.charCodeAt(i);
    if (ch === 34 /* " */) {
      // To the closing quote: the next quote not escaped (preceded by an even run of backslashes).
      let end = text.indexOf('"', i + 1);
      while (end !== -1) {
        let slashes = 0;
        while (text.charCodeAt(end - 1 - slashes) === 92 /* \ */) slashes++;
        if (slashes % 2 === 0) break;
        end = text.indexOf('"', end + 1);
      }
      i = end === -1 ? n : end + 1;
      continue;
    }
    if (ch !== 45 /* - */ && (ch < 48 || ch > 57)) {
      i++;
      continue;
    }
    let j = i + 1;
    let digitsOnly = true;
    for (; j < n; j++) {
      const c = text.charCodeAt(j);
      if (c >= 48 && c <= 57) continue;
      if (c === 46 || c === 101 || c === 69 || c === 43 || c === 45 /* . e E + - */) digitsOnly = false;
      else break;
    }
    // Only integer literals of 16+ digits can be beyond 2^53.
    if (digitsOnly && j - i >= 16) {
      const literal = text.slice(i, j);
      if (!Number.isSafeInteger(Number(literal))) {
        // The marker goes into the JSON text escaped; JSON.parse turns it back into the NUL-prefixed string.
        out += `${text.slice(last, i)}"\\u0000big:${literal}"`;
        last = j;
      }
    }
    i = j;
  }
  if (last === 0) return JSON.parse(text);
  out += text.slice(last);
  return restoreBigInts(JSON.parse(out));
}

const BIG_MARKER = '\u0000big:';

/** Turns the marked strings back into bigints, in place (a walk is much cheaper than a JSON.parse reviver). */
function restoreBigInts(value: unknown): unknown {
  if (typeof value === 'string') {
    return value.startsWith(BIG_MARKER) ? BigInt(value.slice(BIG_MARKER.length)) : value;
  }
  if (Array.isArray(value)) {
    for (let k = 0; k < value.length; k++) value[k] = restoreBigInts(value[k]);
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key in record) record[key] = restoreBigInts(record[key]);
  }
  return value;
}
