import { CampaignDetailView } from '../../features/marketing/campaign-detail';
import { CampaignsScreen } from '../../features/marketing/campaigns';
import { CtoCreateView, CtoListView } from '../../features/marketing/cto';
import { CtoDetailView } from '../../features/marketing/cto-detail';
import { AnalyticsView, MarketingHomeView, TrendingView } from '../../features/marketing/insights';
import { KolsView } from '../../features/marketing/kols';
import { PresaleDetailView } from '../../features/marketing/presale-detail';
import { PresaleCreateView, PresaleListView } from '../../features/marketing/presales';

/**
 * The marketing screens (issue 9), as the route files mount them. Each lives in web/src/features/marketing,
 * loaded with its route's lazy chunk (zod and the API client stay out of the entry chunk).
 */

/** A campaign's page (`/marketing/campaigns/{id}` and its alias `/campaign/{id}`). */
export function CampaignDetailScreen({ id }: { id: string }) {
  return <CampaignDetailView id={id} />;
}

/** `/marketing/campaigns` (`?new=true`: the create form, the sidebar's "Start Campaign"). */
export function CampaignListScreen({ starting }: { starting: boolean }) {
  return <CampaignsScreen starting={starting} />;
}

/** `/marketing/presales`. */
export function PresaleListScreen() {
  return <PresaleListView />;
}

/** `/marketing/presales/create`. */
export function PresaleCreateScreen() {
  return <PresaleCreateView />;
}

/** `/marketing/presales/{id}`. */
export function PresaleDetailScreen({ id }: { id: string }) {
  return <PresaleDetailView id={id} />;
}

/** `/marketing`: the overview. */
export function MarketingHomeScreen() {
  return <MarketingHomeView />;
}

/** `/marketing/trending`. */
export function TrendingScreen() {
  return <TrendingView />;
}

/** `/marketing/analytics`. */
export function AnalyticsScreen() {
  return <AnalyticsView />;
}

/** `/marketing/cto`. */
export function CtoListScreen() {
  return <CtoListView />;
}

/** `/marketing/cto/create` (`?mint=` prefills the token). */
export function CtoCreateScreen({ mint }: { mint?: string | undefined }) {
  return <CtoCreateView mint={mint} />;
}

/** `/marketing/cto/{contractAddress}`. */
export function CtoDetailScreen({ mint }: { mint: string }) {
  return <CtoDetailView mint={mint} />;
}

/** `/marketing/kols`: the KOLs campaign owners can hire, and the signed-in wallet's hires. */
export function KolsScreen() {
  return <KolsView />;
}
