/**
 * JSON.parse that keeps integers beyond 2^53 exact: such literals come back as `bigint`, all others as
 * `number`. Solana RPC replies carry u64 values (lamports, rentEpoch) that plain JSON.parse would round.
 */
export function parseJsonLossless(text: string): unknown {
  const marker = '\u0000big:';
  let out = '';
  let i = 0;
  let last = 0;
  let inString = false;
  while (i < text.length) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* \ */) i += 2;
      else {
        if (ch === 34 /* " */) inString = false;
        i++;
      }
      continue;
    }
    if (ch === 34) {
      inString = true;
      i++;
      continue;
    }
    const isDigitStart = (ch >= 48 && ch <= 57) || ch === 45; /* 0-9 or - */
    if (!isDigitStart) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < text.length && /[0-9eE.+-]/.test(text[j] as string)) j++;
    const literal = text.slice(i, j);
    if (/^-?\d{16,}$/.test(literal) && !Number.isSafeInteger(Number(literal))) {
      // The marker goes into the JSON text escaped; JSON.parse turns it back into the NUL-prefixed string.
      out += `${text.slice(last, i)}"\\u0000big:${literal}"`;
      last = j;
    }
    i = j;
  }
  if (last === 0) return JSON.parse(text);
  out += text.slice(last);
  return JSON.parse(out, (_key, value) =>
    typeof value === 'string' && value.startsWith(marker) ? BigInt(value.slice(marker.length)) : value,
  );
}
