import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { Field } from '../../../components/kit';
import { errorMessage } from '../../../lib/error-message';
import { Select } from '../common/Select';
import { linkableCampaignsQuery } from './campaigns';

/** The campaign select behind the link switch: real campaigns from the API, or an honest empty state. */
export function CampaignPicker() {
  const id = useId();
  const [campaign, setCampaign] = useState<string | undefined>(undefined);
  const query = useQuery(linkableCampaignsQuery);

  if (query.isPending) {
    return (
      <p role="status" className="text-muted text-sm">
        Loading campaigns…
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="text-red-600 text-sm dark:text-red-400">
        Could not load campaigns: {errorMessage(query.error)}
      </p>
    );
  }
  if (query.data.campaigns.length === 0) {
    return (
      <div
        data-testid="campaign-empty"
        className="flex flex-col gap-1 rounded-lg bg-surface-2 px-3 py-3 text-sm"
      >
        <p className="font-medium">No campaigns yet</p>
        <p className="text-muted">
          Liquidity can be linked to a campaign once one exists.{' '}
          <Link to="/marketing/campaigns" className="font-medium text-accent hover:underline">
            Start a campaign
          </Link>
        </p>
      </div>
    );
  }
  return (
    <Field id={id} label="Campaign">
      <Select
        id={id}
        value={campaign}
        onValueChange={setCampaign}
        placeholder="Select a campaign"
        options={query.data.campaigns.map((c) => ({ value: c.id, label: c.name }))}
      />
    </Field>
  );
}
