// A presale's contribution form. The presale's creator gets a note instead: the API refuses its contribution
// (PRESALE__OWN_PRESALE), since funding its own soft cap would fake the demand the soft cap is meant to prove.
import { solToLamports } from '@solpad/core/format';
import { tokensForContribution } from '@solpad/core/marketing';
import type { PresaleDetail } from '@solpad/core/schemas';
import type { FormEvent } from 'react';
import { Field, fieldAria, useFormFields } from '../../components/kit';
import { errorMessage } from '../../lib/error-message';
import { toast } from '../../lib/toast';
import { marketingApi } from './api';
import { solText, tokenText } from './format';
import type { usePayPrepared } from './session';
import { useWrite } from './shared/useWrite';

export function PresaleContribute({
  p,
  isOwner,
  pay,
}: {
  p: PresaleDetail;
  isOwner: boolean;
  pay: ReturnType<typeof usePayPrepared>;
}) {
  // Editing the amount clears its error.
  const { values, set, setErrors, field } = useFormFields({ amount: '' }, { clearOnEdit: true });
  const amount = field('amount');
  const setAmountError = (error: string) => setErrors({ amount: error });
  const contribute = useWrite({
    mutationFn: async (lamports: bigint) => {
      const prepared = await marketingApi.prepareContribution(p.id, lamports);
      return marketingApi.confirmContribution(p.id, await pay(prepared));
    },
    onSuccess: ({ contribution }) => {
      toast({
        title: 'Contribution confirmed',
        description: `${solText(contribution.lamports)} contributed.`,
      });
      set('amount')('');
    },
    onError: (e) => setAmountError(errorMessage(e)),
  });
  if (isOwner)
    return (
      <p className="text-muted text-sm" data-testid="presale-owner-note">
        You created this presale, so you cannot contribute to it: the soft cap has to be reached by other
        wallets.
      </p>
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const lamports = solToLamports(values.amount);
    if (lamports === null || lamports === 0n) {
      setAmountError('Enter a SOL amount greater than zero, with at most 9 decimals');
      return;
    }
    if (lamports < BigInt(p.minContributionLamports)) {
      setAmountError(`The minimum per wallet is ${solText(p.minContributionLamports)}`);
      return;
    }
    setErrors({});
    contribute.mutate(lamports);
  };
  const preview = solToLamports(values.amount);
  const symbol = p.token.symbol ?? 'tokens';
  return (
    <form noValidate onSubmit={submit} aria-label="Contribute" className="flex flex-col gap-2">
      <Field
        id={amount.id}
        label="Amount (SOL)"
        hint={
          preview && preview > 0n
            ? `You receive ${tokenText(tokensForContribution(preview, BigInt(p.tokensPerSol)), p.token.decimals)} ${symbol} if the presale succeeds.`
            : `Between ${solText(p.minContributionLamports)} and ${solText(p.maxContributionLamports)} per wallet.`
        }
        error={amount.error}
      >
        <div className="flex flex-wrap gap-2">
          <input
            {...fieldAria(amount.id, amount.error, true)}
            className="input max-w-xs"
            inputMode="decimal"
            value={amount.value}
            onChange={amount.onChange}
          />
          <button type="submit" className="btn-primary" disabled={contribute.isPending}>
            {contribute.isPending ? 'Contributing…' : 'Contribute'}
          </button>
        </div>
      </Field>
    </form>
  );
}
