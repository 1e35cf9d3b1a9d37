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

const BIGINT_LITERAL = /^(-?)(\d+)(?:[eE]\+?(\d+))?$/;

/**
 * JSON.parse with every integer literal as a `bigint` and every other number as a `number`: what kit's RPC
 * transports hand to its response transformers (`parseJsonWithBigInts` of @solana/rpc-spec-types), in one linear
 * pass. Kit's version copies the rest of the text at every number it meets, which made parsing a large reply
 * (a thousand signatures, a few hundred accounts) the costliest part of a token scan.
 */
export function parseJsonWithBigInts(text: string): unknown {
  const n = text.length;
  let out = '';
  let last = 0;
  let i = 0;
  while (i < n) {
    const ch = text.charCodeAt(i);
    if (ch === 34 /* " */) {
      for (i++; i < n; i++) {
        const c = text.charCodeAt(i);
        if (c === 92 /* \ */) i++;
        else if (c === 34) break;
      }
      i++;
      continue;
    }
    if (ch !== 45 /* - */ && (ch < 48 || ch > 57)) {
      i++;
      continue;
    }
    let j = i + 1;
    let integer = true;
    for (; j < n; j++) {
      const c = text.charCodeAt(j);
      if (c >= 48 && c <= 57) continue;
      if (c === 46 /* . */) integer = false;
      else if (c === 101 || c === 69 /* e E */) {
        if (text.charCodeAt(j + 1) === 45) integer = false;
      } else if (c !== 43 && c !== 45 /* + - */) break;
    }
    if (integer) {
      out += `${text.slice(last, i)}{"$n":"${text.slice(i, j)}"}`;
      last = j;
    }
    i = j;
  }
  if (last === 0) return JSON.parse(text);
  out += text.slice(last);
  return JSON.parse(out, (_key, value) => {
    if (!value || typeof value !== 'object' || typeof value.$n !== 'string') return value;
    const match = BIGINT_LITERAL.exec(value.$n);
    if (!match) throw new SyntaxError(`malformed integer ${value.$n}`);
    const [, sign, mantissa = '', exponent] = match;
    if (mantissa.length + Number(exponent ?? 0) > 1000)
      throw new SyntaxError(`integer too long: ${value.$n}`);
    return exponent ? BigInt(`${sign}${mantissa}`) * 10n ** BigInt(exponent) : BigInt(value.$n);
  });
}
