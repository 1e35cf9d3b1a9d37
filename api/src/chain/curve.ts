// Whether 32 bytes are a point of the ed25519 curve: the decoding rule of RFC 8032 (§5.1.3), as kit's
// `isOffCurveAddress` and the chain apply it to a program-derived address's candidates. Written on the bytes, so
// that the search for a new wallet's token account does not turn each candidate into base58 and back (kit's
// check takes the address text); the arithmetic is the same (BigInt modulo 2^255 − 19).

const P = 2n ** 255n - 19n;
const mod = (a: bigint) => {
  const r = a % P;
  return r < 0n ? r + P : r;
};

/** `x` squared `k` times, modulo P. */
function pow2k(x: bigint, k: number): bigint {
  let r = x;
  for (let i = 0; i < k; i++) r = (r * r) % P;
  return r;
}

/** `z`^(2^252 − 3) = `z`^((P − 5) / 8), by the usual addition chain (≈ 250 squarings, 11 products). */
function powP58(z: bigint): bigint {
  const z2 = (z * z) % P;
  const z9 = (pow2k(z2, 2) * z) % P;
  const z11 = (z9 * z2) % P;
  const z5 = (((z11 * z11) % P) * z9) % P; // z^(2^5 − 1)
  const z10 = (pow2k(z5, 5) * z5) % P;
  const z20 = (pow2k(z10, 10) * z10) % P;
  const z40 = (pow2k(z20, 20) * z20) % P;
  const z50 = (pow2k(z40, 10) * z10) % P;
  const z100 = (pow2k(z50, 50) * z50) % P;
  const z200 = (pow2k(z100, 100) * z100) % P;
  const z250 = (pow2k(z200, 50) * z50) % P;
  return (pow2k(z250, 2) * z) % P;
}

/** `b`^`e` modulo P (for the constants below). */
function powMod(b: bigint, e: bigint): bigint {
  let r = 1n;
  let x = mod(b);
  for (let k = e; k > 0n; k >>= 1n) {
    if (k & 1n) r = (r * x) % P;
    x = (x * x) % P;
  }
  return r;
}

/** The curve's d = −121665 / 121666, and √−1 = 2^((P − 1) / 4). */
const D = mod(-121665n * powMod(121666n, P - 2n));
const SQRT_M1 = powMod(2n, (P - 1n) / 4n);

/** Whether `bytes` (32) decode to a point of the curve: x² = (y² − 1) / (d·y² + 1) has a root, x = 0 only unsigned. */
export function isOnCurve(bytes: Uint8Array): boolean {
  let y = 0n;
  for (let i = 31; i >= 0; i--)
    y = (y << 8n) | BigInt(i === 31 ? (bytes[31] as number) & 0x7f : (bytes[i] as number));
  const y2 = (y * y) % P;
  const u = mod(y2 - 1n);
  const v = mod(D * y2 + 1n);
  const v3 = (((v * v) % P) * v) % P;
  const v7 = (((v3 * v3) % P) * v) % P;
  let x = (((u * v3) % P) * powP58((u * v7) % P)) % P;
  const vx2 = (v * ((x * x) % P)) % P;
  if (vx2 === u) {
    // a root
  } else if (vx2 === mod(-u)) {
    x = (x * SQRT_M1) % P;
  } else return false;
  return !(x === 0n && ((bytes[31] as number) & 0x80) !== 0);
}
