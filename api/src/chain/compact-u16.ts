// Solana's compact-u16 ("shortvec"): the length prefix of a transaction's signatures, accounts, instructions and
// their parts — 7 bits a byte, low bits first, the top bit set while more follow, at most 3 bytes.

/** The compact-u16 at `at` in `bytes`: its value and the offset after it. */
export function readCompactU16(bytes: Uint8Array, at: number): [number, number] {
  let value = 0;
  for (let i = 0; i < 3; i++) {
    const byte = bytes[at + i] as number;
    value |= (byte & 0x7f) << (7 * i);
    if ((byte & 0x80) === 0) return [value, at + i + 1];
  }
  throw new Error('bad compact-u16');
}

/** `n` written as a compact-u16. */
export function compactU16(n: number): number[] {
  const out: number[] = [];
  for (let v = n; ; v >>= 7) {
    if (v < 0x80) return [...out, v];
    out.push((v & 0x7f) | 0x80);
  }
}
