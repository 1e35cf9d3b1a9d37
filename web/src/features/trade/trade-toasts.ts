import { shortenAddress } from '@solpad/core/format';
import type { TradeRecord } from '@solpad/core/schemas';
import { TOKEN_DECIMALS } from '@solpad/core/trade';
import { toast } from '../../lib/toast';
import { formatUnits, SOL_DECIMALS } from './amount';
import { tradeErrorMessage } from './trade-flow';

/** The success toast of a settled trade ("Bought 1,234.56 TLYNX", what it paid and its signature). */
export function toastTraded(done: TradeRecord, signature: string, symbol: string): void {
  const tokensText = `${formatUnits(BigInt(done.tokenAmount), TOKEN_DECIMALS, 2)} ${symbol}`;
  const solText = `${formatUnits(BigInt(done.solLamports), SOL_DECIMALS, 4)} SOL`;
  toast({
    title: done.side === 'buy' ? `Bought ${tokensText}` : `Sold ${tokensText}`,
    description: `${done.side === 'buy' ? 'Paid' : 'Received'} ${solText}. Signature ${shortenAddress(signature, 6)}`,
  });
}

/** The failure toast of a trade; returns its message (the panel also shows it inline). */
export function toastTradeFailed(e: unknown): string {
  const message = tradeErrorMessage(e);
  toast({ title: 'Trade failed', description: message, variant: 'destructive' });
  return message;
}
