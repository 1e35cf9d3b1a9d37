import * as Dialog from '@radix-ui/react-dialog';
import { formatCompact, shortenAddress } from '@solpad/core/format';
import { type Campaign, type KolHire, KolHireRequestSchema, type KolProfile } from '@solpad/core/schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import {
  CardSection,
  Chips,
  Field,
  FilterCard,
  FormError,
  fieldAria,
  QueryState,
  SearchField,
  SelectField,
  StatusBadge,
  TextAreaField,
  useFormFields,
} from '../../components/kit';
import { useFilterValues } from '../../components/list-kit/useFilterValues';
import { errorMessage } from '../../lib/error-message';
import { toast } from '../../lib/toast';
import { campaignListQuery, hireListQuery, kolListQuery, marketingApi } from './api';
import { dateText, HIRE_STATUS_LABEL, hireTone, solText } from './format';
import { useWriteAccess } from './session';
import { ListScreen } from './shared/ListScreen';
import { useWrite } from './shared/useWrite';
import { AccessNotice } from './ui';

type Sort = 'followers' | 'price' | 'new' | 'hires';
const SORT_LABEL: Record<Sort, string> = {
  followers: 'Most followers',
  price: 'Lowest price',
  new: 'Newest',
  hires: 'Most completed hires',
};

/** Where each handle lives (Discord handles have no public profile URL). */
export const HANDLE_SITES = [
  ['x', 'X', (h: string) => `https://x.com/${h}`],
  ['telegram', 'Telegram', (h: string) => `https://t.me/${h}`],
  ['youtube', 'YouTube', (h: string) => `https://www.youtube.com/@${h}`],
  ['tiktok', 'TikTok', (h: string) => `https://www.tiktok.com/@${h}`],
  ['discord', 'Discord', null],
] as const;

// ─── The page ────────────────────────────────────────────────────────────────────────────────────────────

/**
 * `/marketing/kols`: the KOLs a campaign can hire, filters, the hire request, and the wallet's hires. `/kols`
 * (kol-pages.tsx) shows the same directory under its own eyebrow, with the creator's link as an action.
 */
export function KolsView({
  eyebrow = 'Marketing',
  actions,
}: {
  eyebrow?: ReactNode;
  actions?: ReactNode;
} = {}) {
  const filters = useFilterValues({ search: '', niche: '', sort: 'followers' as Sort });
  const [hiring, setHiring] = useState<KolProfile | null>(null);
  const access = useWriteAccess();
  const list = useQuery(kolListQuery({ ...filters.params, limit: 50 }));
  return (
    <ListScreen
      header={{
        eyebrow,
        actions,
        title: 'KOLs',
        description:
          "Key opinion leaders available for campaigns: their channels, reach and prices. A hire's price is held from your campaign's escrowed budget and paid to the KOL on chain when you mark the work complete.",
      }}
      filters={
        <FilterCard>
          <SearchField id="kf-search" {...filters.wire('search')} />
          <SearchField id="kf-niche" label="Niche" placeholder="memes, defi…" {...filters.wire('niche')} />
          <SelectField id="kf-sort" label="Sort by" labels={SORT_LABEL} {...filters.wire('sort')} />
        </FilterCard>
      }
      query={list}
      what="KOLs"
      items={(d) => d.kols}
      empty={
        filters.values.search || filters.values.niche
          ? 'No KOL matches.'
          : 'No KOL has published a profile yet.'
      }
      label="KOLs"
      renderItem={(k) => (
        <KolCard kol={k} mine={access.connection?.address === k.owner} onHire={() => setHiring(k)} />
      )}
    >
      <HiresSection />
      <HireDialog kol={hiring} onClose={() => setHiring(null)} />
    </ListScreen>
  );
}

/** A KOL's picture, or their initials when there is none (or it fails to load). */
export function Avatar({ kol, size = 'md' }: { kol: KolProfile; size?: 'md' | 'lg' }) {
  const [broken, setBroken] = useState(false);
  if (kol.avatarUrl && !broken)
    return (
      <img
        src={kol.avatarUrl}
        alt=""
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
        className={`${size === 'lg' ? 'size-20' : 'size-12'} shrink-0 rounded-full border border-line object-cover`}
      />
    );
  const initials = kol.name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={`grid ${size === 'lg' ? 'size-20 text-2xl' : 'size-12'} shrink-0 place-items-center rounded-full border border-line bg-accent/15 font-bold text-accent`}
    >
      {initials}
    </span>
  );
}

/** One KOL: reach, channels, record and price list. */
function KolCard({ kol: k, mine, onHire }: { kol: KolProfile; mine: boolean; onHire: () => void }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} data-testid="kol-card" className="card flex h-full flex-col gap-3">
      <div className="flex items-start gap-3">
        <Avatar kol={k} />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h2 id={titleId} className="break-words font-semibold">
            <Link to="/kols/$id" params={{ id: k.id }} className="hover:text-accent hover:underline">
              {k.name}
            </Link>
          </h2>
          <span className="font-mono text-muted text-xs">{shortenAddress(k.owner)}</span>
        </div>
        <div className="text-right">
          <div className="font-bold tabular-nums" data-testid="kol-followers">
            {formatCompact(k.audience.followers, k.audience.followers < 1000 ? 0 : 1).replace(
              /\.0(?=[KMB]$)/,
              '',
            )}
          </div>
          <div className="stat-label">followers</div>
        </div>
      </div>
      {k.bio && <p className="line-clamp-3 text-muted text-sm">{k.bio}</p>}
      <ul aria-label={`${k.name}'s channels`} className="flex flex-wrap gap-2 text-sm">
        {HANDLE_SITES.map(([key, label, url]) => {
          const handle = k.handles[key]?.replace(/^@/, '');
          if (!handle) return null;
          return (
            <li key={key}>
              {url ? (
                <a
                  href={url(handle)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-accent hover:underline"
                >
                  {label} @{handle}
                </a>
              ) : (
                <span>
                  {label} @{handle}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {(k.audience.niches.length > 0 || k.audience.languages.length > 0) && (
        <div className="flex flex-wrap gap-1.5">
          {k.audience.niches.map((n) => (
            <span key={`n-${n}`} className="badge text-muted">
              {n}
            </span>
          ))}
          {k.audience.languages.map((l) => (
            <span key={`l-${l}`} className="badge border-sky-500/40 text-sky-700 dark:text-sky-300">
              {l}
            </span>
          ))}
        </div>
      )}
      <table className="w-full text-sm">
        <caption className="sr-only">{k.name}'s prices</caption>
        <KolPriceRows prices={k.priceList} />
      </table>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-muted">
          {k.completedHires} completed · {k.openHires} open
        </span>
        {mine ? (
          <span className="badge text-muted">Your profile</span>
        ) : (
          <button type="button" className="btn-primary" onClick={onHire} aria-label={`Hire ${k.name}`}>
            Hire
          </button>
        )}
      </div>
    </article>
  );
}

// ─── Hire request ────────────────────────────────────────────────────────────────────────────────────────

/** A KOL's price list as a table's rows: each service (and what it covers) with its price; `roomy` on the profile. */
export function KolPriceRows({ prices, roomy }: { prices: KolProfile['priceList']; roomy?: boolean }) {
  const pad = roomy ? 'py-2' : 'py-1.5';
  return (
    <tbody className="divide-y divide-line">
      {prices.map((p) => (
        <tr key={p.service}>
          <th scope="row" className={`${pad} pr-2 text-left font-normal`}>
            {roomy ? <span className="font-medium">{p.service}</span> : p.service}
            {p.description && <span className="block text-muted text-xs">{p.description}</span>}
          </th>
          <td className={`${pad} text-right font-semibold tabular-nums`}>{solText(p.priceLamports)}</td>
        </tr>
      ))}
    </tbody>
  );
}

/** The hire request (a dialog: focus trapped, Escape closes): campaign, service, message. */
export function HireDialog({ kol, onClose }: { kol: KolProfile | null; onClose: () => void }) {
  return (
    <Dialog.Root open={kol !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl border border-line bg-surface p-5 text-fg shadow-2xl">
          {kol && <HireForm kol={kol} onDone={onClose} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The hire's campaign: one of the visitor's funded campaigns, or why there is none to choose. */
function CampaignChoice({
  id,
  me,
  pending,
  eligible,
  chosen,
  error,
  onChange,
}: {
  id: string;
  me: string | undefined;
  pending: boolean;
  eligible: readonly Campaign[];
  chosen: Campaign | undefined;
  error: string | undefined;
  onChange: (id: string) => void;
}) {
  return (
    <Field
      id={id}
      label="Campaign"
      hint={chosen ? `${solText(chosen.availableLamports)} of its budget is available.` : undefined}
      error={error}
    >
      {!me ? (
        <p id={id} className="text-muted text-sm">
          Connect your wallet to choose one of your campaigns.
        </p>
      ) : pending ? (
        <p id={id} className="text-muted text-sm">
          Loading your campaigns…
        </p>
      ) : eligible.length === 0 ? (
        <p id={id} className="text-sm">
          You have no funded campaign that is running or scheduled.{' '}
          <Link to="/marketing/campaigns" search={{ new: true }} className="text-accent underline">
            Start a campaign
          </Link>
        </p>
      ) : (
        <select
          {...fieldAria(id, error, Boolean(chosen))}
          className="input"
          value={chosen?.id ?? ''}
          onChange={(e) => onChange(e.target.value)}
        >
          {eligible.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({solText(c.availableLamports)} available)
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function HireForm({ kol, onDone }: { kol: KolProfile; onDone: () => void }) {
  const access = useWriteAccess();
  const me = access.connection?.address;
  const campaigns = useQuery({
    ...campaignListQuery({ owner: me ?? '', sort: 'new', limit: 100 }),
    enabled: Boolean(me),
  });
  // Only a funded campaign that has not ended can hire (the API's rule, shown before asking).
  const eligible = (campaigns.data?.campaigns ?? []).filter(
    (c) => c.status === 'active' || c.status === 'scheduled',
  );
  const [campaignId, setCampaignId] = useState('');
  const [service, setService] = useState(kol.priceList[0]?.service ?? '');
  const { id, values, errors, setErrors, field, check } = useFormFields({ message: '' });
  const chosen = eligible.find((c) => c.id === campaignId) ?? eligible[0];
  const item = kol.priceList.find((p) => p.service === service);

  const hire = useWrite({
    mutationFn: (body: { campaignId: string; service: string; message: string }) =>
      marketingApi.requestHire(kol.id, body),
    onMutate: () => setErrors({}),
    onSuccess: ({ hire: h }) => {
      toast({
        title: 'Hire requested',
        description: `${solText(h.priceLamports)} is held from "${h.campaignName}" until ${kol.name} answers.`,
      });
      onDone();
    },
    onError: (e) => setErrors({ form: errorMessage(e) }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (!chosen) local.campaignId = 'Choose one of your funded campaigns';
    else if (item && BigInt(item.priceLamports) > BigInt(chosen.availableLamports))
      local.service = `The hire's price exceeds the campaign's available budget (${solText(chosen.availableLamports)} left)`;
    const parsed = KolHireRequestSchema.safeParse({ campaignId: chosen?.id ?? '', service, ...values });
    const data = check(parsed, local);
    if (data) hire.mutate(data);
  };

  return (
    <>
      <Dialog.Title className="font-semibold text-lg">Hire {kol.name}</Dialog.Title>
      <Dialog.Description className="text-muted text-sm">
        The service's price is held from the campaign's budget in escrow. {kol.name} accepts or declines; when
        the work is done you mark it complete and the escrow pays them on chain.
      </Dialog.Description>
      <AccessNotice access={access} action="hire" />
      <form noValidate onSubmit={submit} aria-label="Hire request" className="flex flex-col gap-4">
        <CampaignChoice
          id={id('campaignId')}
          me={me}
          pending={campaigns.isPending}
          eligible={eligible}
          chosen={chosen}
          error={errors.campaignId}
          onChange={setCampaignId}
        />
        <SelectField
          id={id('service')}
          label="Service"
          error={errors.service}
          // In the price list's order (an object's integer-like keys would come first).
          options={kol.priceList.map((p) => p.service)}
          labels={Object.fromEntries(
            kol.priceList.map((p) => [p.service, `${p.service}: ${solText(p.priceLamports)}`]),
          )}
          value={service}
          onChange={setService}
        />
        <TextAreaField
          label="Message (optional)"
          hint="What to post, when, and where to find the campaign's details."
          maxLength={1000}
          {...field('message')}
        />
        <FormError>{errors.form}</FormError>
        <div className="flex flex-wrap justify-end gap-2">
          <Dialog.Close asChild>
            <button type="button" className="btn-secondary">
              Close
            </button>
          </Dialog.Close>
          <button type="submit" className="btn-primary" disabled={hire.isPending}>
            {hire.isPending
              ? 'Requesting…'
              : item
                ? `Request hire (${solText(item.priceLamports)})`
                : 'Request hire'}
          </button>
        </div>
      </form>
    </>
  );
}

// ─── The wallet's hires ──────────────────────────────────────────────────────────────────────────────────

type Role = 'client' | 'kol';
const ROLES: readonly Role[] = ['client', 'kol'];
const ROLE_LABEL: Record<Role, string> = { client: 'As campaign owner', kol: 'As KOL' };
type HireAction = 'accept' | 'decline' | 'cancel' | 'complete';

/** The signed-in wallet's hires, as a campaign owner (client) or as the hired KOL, with their next steps. */
function HiresSection() {
  const access = useWriteAccess();
  const [role, setRole] = useState<Role>('client');
  const hires = useQuery({
    ...hireListQuery(role, access.signedInAs ?? ''),
    enabled: access.state === 'ready',
  });
  return (
    <CardSection
      label="Your hires"
      titleId="kol-hires"
      className="card flex flex-col gap-3"
      aside={
        access.state === 'ready' && (
          <fieldset aria-label="Hires as" className="flex gap-1">
            <Chips options={ROLES} value={role} onChange={setRole} label={(r) => ROLE_LABEL[r]} />
          </fieldset>
        )
      }
    >
      {access.state !== 'ready' ? (
        <AccessNotice access={access} action="see the KOLs you hired and the hires you received" />
      ) : (
        <QueryState
          query={hires}
          what="your hires"
          isEmpty={(d) => d.hires.length === 0}
          empty={
            <p className="text-muted text-sm">
              {role === 'client'
                ? 'You have not hired a KOL yet.'
                : 'No campaign has asked you for a service yet.'}
            </p>
          }
        >
          {(d) => (
            <ul className="flex flex-col divide-y divide-line">
              {d.hires.map((h) => (
                <HireRow key={h.id} h={h} role={role} />
              ))}
            </ul>
          )}
        </QueryState>
      )}
    </CardSection>
  );
}

const ACTION_LABEL: Record<HireAction, string> = {
  accept: 'Accept',
  decline: 'Decline',
  cancel: 'Cancel hire',
  complete: 'Complete and pay',
};

/** The campaign a hire is for, linked to its page. */
export function HireCampaignLink({ hire }: { hire: Pick<KolHire, 'campaignId' | 'campaignName'> }) {
  return (
    <Link
      to="/marketing/campaigns/$id"
      params={{ id: hire.campaignId }}
      className="text-accent hover:underline"
    >
      {hire.campaignName}
    </Link>
  );
}

function HireRow({ h, role }: { h: KolHire; role: Role }) {
  const act = useWrite({
    mutationFn: (action: HireAction) => marketingApi.actOnHire(h.id, action),
    onSuccess: ({ hire }) => {
      toast({
        title: `Hire ${HIRE_STATUS_LABEL[hire.status].toLowerCase()}`,
        description:
          hire.status === 'completed'
            ? `${solText(hire.priceLamports)} paid to ${hire.kolName} from the campaign's escrow.`
            : undefined,
      });
    },
    onError: (e) =>
      toast({ title: 'Could not update the hire', description: errorMessage(e), variant: 'destructive' }),
  });
  const actions: HireAction[] =
    role === 'kol'
      ? h.status === 'requested'
        ? ['accept', 'decline']
        : []
      : h.status === 'accepted'
        ? ['complete', 'cancel']
        : h.status === 'requested'
          ? ['cancel']
          : [];
  return (
    <li className="flex flex-col gap-2 py-3 text-sm first:pt-0 last:pb-0" data-testid="hire-row">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <span className="font-semibold">{h.service}</span>{' '}
          <span className="text-muted">
            {role === 'client' ? `by ${h.kolName}` : `for ${shortenAddress(h.client)}`} ·{' '}
          </span>
          <HireCampaignLink hire={h} />
        </div>
        <div className="flex items-center gap-2">
          <span className="font-semibold tabular-nums">{solText(h.priceLamports)}</span>
          <StatusBadge tone={hireTone(h.status)} testId="hire-status">
            {HIRE_STATUS_LABEL[h.status]}
          </StatusBadge>
        </div>
      </div>
      {h.message && <p className="whitespace-pre-wrap break-words text-muted">{h.message}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-subtle text-xs">Requested {dateText(h.createdAt)}</span>
        {h.paymentSignature && (
          <span className="text-subtle text-xs">
            · paid in <span className="font-mono">{shortenAddress(h.paymentSignature, 8)}</span>
          </span>
        )}
        {actions.map((a) => (
          <button
            key={a}
            type="button"
            className={a === 'accept' || a === 'complete' ? 'btn-primary' : 'btn-secondary'}
            disabled={act.isPending}
            onClick={() => act.mutate(a)}
          >
            {a === 'complete' ? `${ACTION_LABEL[a]} ${solText(h.priceLamports)}` : ACTION_LABEL[a]}
          </button>
        ))}
      </div>
    </li>
  );
}
