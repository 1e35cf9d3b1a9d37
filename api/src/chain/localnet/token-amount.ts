/**
 * A token amount in the JSON shape of Solana's RPC (`tokenAmount`, `uiTokenAmount`, getTokenSupply's value):
 * the exact base units as a string, plus the decimal forms derived from them without float rounding.
 */
export function tokenAmountJson(amount: bigint, decimals: number) {
  const s = amount.toString().padStart(decimals + 1, '0');
  const whole = s.slice(0, s.length - decimals);
  const frac = s.slice(s.length - decimals).replace(/0+$/, '');
  const uiAmountString = frac ? `${whole}.${frac}` : whole;
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}
