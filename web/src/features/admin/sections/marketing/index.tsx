import { CampaignsPanel } from './campaigns';
import { CtoPanel, KolPanel } from './community';
import { PresalesPanel } from './presales';

/**
 * Marketing: campaigns, presales, CTO campaigns and KOL profiles, each with hide / show (with a reason), and cancel
 * on the owner's behalf for campaigns, presales and CTO campaigns.
 */
export function MarketingSection() {
  return (
    <div className="flex flex-col gap-4">
      <CampaignsPanel />
      <PresalesPanel />
      <div className="grid gap-4 xl:grid-cols-2">
        <CtoPanel />
        <KolPanel />
      </div>
    </div>
  );
}
