// The one import of core's balance read (its own chunk, see useSolBalance.ts).
export { fetchSolBalance } from '@solpad/core/wallet';
