import { Link } from '@tanstack/react-router';

/** A transaction signature that opens in this site's explorer (a real lookup of the signature). */
export function TxLink({ signature }: { signature: string }) {
  return (
    <Link
      to="/tools/programs"
      search={{ type: 'transaction', q: signature }}
      className="break-all font-mono text-accent text-xs underline-offset-2 hover:underline"
      data-testid="tx-signature"
      title={signature}
    >
      {signature}
    </Link>
  );
}
