import { ROADMAP } from '@solpad/core';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonCard } from '../features/tools/common/ComingSoonCard';

export const Route = createFileRoute('/tools/custom-tokens')({
  component: CustomTokensPage,
});

function CustomTokensPage() {
  return (
    <ComingSoonCard
      title="Custom Tokens"
      quarter={ROADMAP.customTokens}
      icon="✦"
      description="Design a token beyond the standard launch: custom supply schedules and Token-2022 extensions, configured in a form and deployed from your own wallet."
      planned={[
        'Token-2022 extensions: transfer fees, interest-bearing balances, non-transferable tokens',
        'Custom supply: fixed, capped or scheduled minting',
        'Metadata and authority settings reviewed before you sign',
        'A security scan preview of the token before it exists',
      ]}
    />
  );
}
