import { formatCompact, shortenAddress } from '@solpad/core/format';
import { KOL_MAX_NICHES, KOL_MAX_PRICE_ITEMS } from '@solpad/core/marketing';
import {
  type KolHire,
  type KolProfile,
  type KolProfileRequest,
  KolProfileRequestSchema,
} from '@solpad/core/schemas';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { CopyButton } from '../../components/ui/CopyButton';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { formatUnits, parseAmount, SOL_DECIMALS } from '../trade/amount';
import { kolListQuery, kolPastHiresQuery, kolQuery, marketingApi } from './api';
import { dateText, solText } from './format';
import { Avatar, HANDLE_SITES, HireDialog, KolsView } from './kols';
import { useWriteAccess } from './session';
import { Crumb } from './shared/Crumb';
import { DetailScreen } from './shared/DetailScreen';
import { FormError, InputField, TextAreaField } from './shared/FormFields';
import { QueryState } from './shared/QueryState';
import { useWrite } from './shared/useWrite';
import { AccessNotice, Empty, LoadError, PageHeader, Stat } from './ui';

/**
 * The KOL pages (issue 9): `/kols` (the directory, the same one as `/marketing/kols`), `/kols/{id}` (one KOL's
 * public profile: channels, audience, price list and paid hires, with the hire request) and `/kols-creator`
 * (create the connected wallet's profile, or edit it when it has one: `GET /kols?owner=` finds it).
 */

const followersText = (n: number) => formatCompact(n, n < 1000 ? 0 : 1).replace(/\.0(?=[KMB]$)/, '');

/** The connected wallet's own profile (null when it has none; undefined while unknown or disconnected). */
function useMyKol() {
  const access = useWriteAccess();
  const me = access.connection?.address;
  const mine = useQuery({ ...kolListQuery({ owner: me ?? '', limit: 1 }), enabled: Boolean(me) });
  return {
    access,
    me,
    pending: Boolean(me) && mine.isPending,
    error: mine.isError ? mine.error : null,
    refetch: () => void mine.refetch(),
    profile: me && mine.data ? (mine.data.kols[0] ?? null) : undefined,
  };
}

// ─── /kols ───────────────────────────────────────────────────────────────────────────────────────────────

/** `/kols`: the KOL directory, with the way to one's own profile. */
export function KolDirectoryView() {
  const { profile } = useMyKol();
  return (
    <KolsView
      eyebrow="Community"
      actions={
        profile ? (
          <>
            <Link to="/kols/$id" params={{ id: profile.id }} className="btn-secondary">
              Your profile
            </Link>
            <Link to="/kols-creator" className="btn-primary">
              Edit your KOL profile
            </Link>
          </>
        ) : (
          <Link to="/kols-creator" className="btn-primary">
            Create your KOL profile
          </Link>
        )
      }
    />
  );
}

// ─── /kols/{id} ──────────────────────────────────────────────────────────────────────────────────────────

/** The API's answer to an id that names no profile (unknown: 404, malformed: 400). */
const isUnknownId = (e: unknown) => e instanceof ApiError && (e.status === 404 || e.status === 400);

/** `/kols/{id}`: one KOL's public profile. */
export function KolProfileView({ id }: { id: string }) {
  const q = useQuery({
    ...kolQuery(id),
    // An unknown or malformed id is an answer, not a failure to retry.
    retry: (n, e) => !isUnknownId(e) && n < 3,
  });
  const kol = q.data?.kol;
  useDocumentTitle(kol ? kol.name : 'KOL Profile');
  return (
    <DetailScreen
      query={q}
      header={{ eyebrow: <Crumb to="/kols">KOLs</Crumb>, title: 'KOL Profile' }}
      what="the profile"
      // The profile stays on screen when a later refetch fails.
      keepDataOnError
      notFound={(e) =>
        isUnknownId(e) ? (
          <Empty>
            No KOL profile with this id.{' '}
            <Link to="/kols" className="text-accent underline">
              See all KOLs
            </Link>
          </Empty>
        ) : undefined
      }
    >
      {(d) => <KolProfileBody kol={d.kol} />}
    </DetailScreen>
  );
}

function KolProfileBody({ kol }: { kol: KolProfile }) {
  const access = useWriteAccess();
  const [hiring, setHiring] = useState(false);
  const mine = access.connection?.address === kol.owner;
  const channels = HANDLE_SITES.flatMap(([key, label, url]) => {
    const handle = kol.handles[key]?.replace(/^@/, '');
    return handle ? [{ key, label, handle, href: url ? url(handle) : null }] : [];
  });
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        eyebrow={
          <>
            <Crumb to="/kols">KOLs</Crumb> · KOL Profile
          </>
        }
        title={kol.name}
        actions={
          mine ? (
            <Link to="/kols-creator" className="btn-primary">
              Edit your profile
            </Link>
          ) : (
            <button type="button" className="btn-primary" onClick={() => setHiring(true)}>
              Hire {kol.name}
            </button>
          )
        }
      />
      <div className="grid gap-5 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-5 lg:col-span-2">
          <section aria-labelledby="kol-about" className="card flex flex-col gap-4">
            <div className="flex items-start gap-4">
              <Avatar kol={kol} size="lg" />
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <h2 id="kol-about" className="card-title">
                  About
                </h2>
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="text-muted">Wallet</span>
                  <span className="font-mono" data-testid="kol-owner">
                    {shortenAddress(kol.owner)}
                  </span>
                  <CopyButton text={kol.owner} label="Copy wallet address" />
                </div>
                <p className="text-subtle text-xs">
                  On Solpad since {dateText(kol.createdAt)}
                  {kol.updatedAt !== kol.createdAt && ` · updated ${dateText(kol.updatedAt)}`}
                </p>
              </div>
            </div>
            {kol.bio ? (
              <p className="whitespace-pre-wrap break-words">{kol.bio}</p>
            ) : (
              <p className="text-muted text-sm">No bio yet.</p>
            )}
            {(kol.audience.niches.length > 0 || kol.audience.languages.length > 0) && (
              <dl className="flex flex-col gap-2 text-sm">
                {kol.audience.niches.length > 0 && (
                  <div className="flex flex-wrap items-center gap-1.5">
                    <dt className="mr-1 text-muted">Niches</dt>
                    {kol.audience.niches.map((n) => (
                      <dd key={n} className="badge">
                        {n}
                      </dd>
                    ))}
                  </div>
                )}
                {kol.audience.languages.length > 0 && (
                  <div className="flex flex-wrap items-center gap-1.5">
                    <dt className="mr-1 text-muted">Languages</dt>
                    {kol.audience.languages.map((l) => (
                      <dd key={l} className="badge border-sky-500/40 text-sky-700 dark:text-sky-300">
                        {l}
                      </dd>
                    ))}
                  </div>
                )}
              </dl>
            )}
          </section>

          <section aria-labelledby="kol-prices" className="card flex flex-col gap-3">
            <h2 id="kol-prices" className="card-title">
              Price list
            </h2>
            <table className="w-full text-sm">
              <caption className="sr-only">{kol.name}'s services and prices</caption>
              <thead className="text-left text-muted text-xs">
                <tr>
                  <th scope="col" className="pb-2 font-medium">
                    Service
                  </th>
                  <th scope="col" className="pb-2 text-right font-medium">
                    Price
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {kol.priceList.map((p) => (
                  <tr key={p.service}>
                    <th scope="row" className="py-2 pr-2 text-left font-normal">
                      <span className="font-medium">{p.service}</span>
                      {p.description && <span className="block text-muted text-xs">{p.description}</span>}
                    </th>
                    <td className="py-2 text-right font-semibold tabular-nums">{solText(p.priceLamports)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="text-muted text-xs">
              A hire's price is held from the hiring campaign's escrowed budget and paid to {kol.name} on
              chain when the campaign's owner marks the work complete.
            </p>
          </section>

          <PastHires kol={kol} />
        </div>

        <div className="flex min-w-0 flex-col gap-5">
          <section aria-labelledby="kol-reach" className="card flex flex-col gap-3">
            <h2 id="kol-reach" className="card-title">
              Reach and record
            </h2>
            <dl className="grid grid-cols-2 gap-2">
              <Stat
                label="Followers"
                value={<span data-testid="kol-followers">{followersText(kol.audience.followers)}</span>}
                hint="As the KOL states it"
              />
              <Stat label="From" value={solText(kol.fromLamports)} />
              <Stat label="Completed hires" value={kol.completedHires} />
              <Stat label="Open hires" value={kol.openHires} />
              <div className="col-span-2">
                <Stat label="Earned on Solpad" value={solText(kol.earnedLamports)} hint="Paid from escrow" />
              </div>
            </dl>
          </section>
          <section aria-labelledby="kol-channels" className="card flex flex-col gap-3">
            <h2 id="kol-channels" className="card-title">
              Channels
            </h2>
            <ul aria-label={`${kol.name}'s channels`} className="flex flex-col gap-2 text-sm">
              {channels.map((c) => (
                <li key={c.key} className="flex items-center justify-between gap-2">
                  <span className="text-muted">{c.label}</span>
                  {c.href ? (
                    <a
                      href={c.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="break-all text-accent hover:underline"
                    >
                      {c.label} @{c.handle}
                    </a>
                  ) : (
                    <span className="break-all">
                      {c.label} @{c.handle}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
      <HireDialog kol={hiring ? kol : null} onClose={() => setHiring(false)} />
    </div>
  );
}

/** The profile's completed (paid) hires, public (`GET /kols/{id}/hires`). */
function PastHires({ kol }: { kol: KolProfile }) {
  const hires = useQuery(kolPastHiresQuery(kol.id));
  return (
    <section aria-labelledby="kol-past-hires" className="card flex flex-col gap-3">
      <h2 id="kol-past-hires" className="card-title">
        Past hires
      </h2>
      <QueryState
        query={hires}
        what="past hires"
        loading={
          <p role="status" className="text-muted text-sm">
            Loading past hires…
          </p>
        }
        isEmpty={(d) => d.hires.length === 0}
        empty={<p className="text-muted text-sm">No completed hires yet.</p>}
      >
        {(d) => (
          <ul className="flex flex-col divide-y divide-line">
            {d.hires.map((h) => (
              <PastHireRow key={h.id} h={h} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function PastHireRow({ h }: { h: KolHire }) {
  return (
    <li className="flex flex-col gap-1 py-3 text-sm first:pt-0 last:pb-0" data-testid="past-hire">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <span className="font-semibold">{h.service}</span> <span className="text-muted">for </span>
          <Link
            to="/marketing/campaigns/$id"
            params={{ id: h.campaignId }}
            className="text-accent hover:underline"
          >
            {h.campaignName}
          </Link>
        </div>
        <span className="font-semibold tabular-nums">{solText(h.priceLamports)}</span>
      </div>
      <div className="text-subtle text-xs">
        Paid {dateText(h.updatedAt)} · client <span className="font-mono">{shortenAddress(h.client)}</span>
        {h.paymentSignature && (
          <>
            {' '}
            · transaction <span className="font-mono">{shortenAddress(h.paymentSignature, 8)}</span>
          </>
        )}
      </div>
    </li>
  );
}

// ─── /kols-creator ───────────────────────────────────────────────────────────────────────────────────────

type HandleKey = (typeof HANDLE_SITES)[number][0];

interface PriceRow {
  key: number;
  service: string;
  price: string;
  description: string;
}

interface FormState {
  name: string;
  bio: string;
  avatarUrl: string;
  handles: Record<HandleKey, string>;
  followers: string;
  niches: string;
  languages: string;
  prices: PriceRow[];
}

let rowKey = 0;
const emptyRow = (): PriceRow => ({ key: ++rowKey, service: '', price: '', description: '' });

function initialForm(kol: KolProfile | null): FormState {
  const handles = Object.fromEntries(
    HANDLE_SITES.map(([k]) => [k, kol?.handles[k]?.replace(/^@/, '') ?? '']),
  ) as Record<HandleKey, string>;
  if (!kol)
    return {
      name: '',
      bio: '',
      avatarUrl: '',
      handles,
      followers: '',
      niches: '',
      languages: '',
      prices: [emptyRow()],
    };
  return {
    name: kol.name,
    bio: kol.bio,
    avatarUrl: kol.avatarUrl ?? '',
    handles,
    followers: String(kol.audience.followers),
    niches: kol.audience.niches.join(', '),
    languages: kol.audience.languages.join(', '),
    prices: kol.priceList.map((p) => ({
      key: ++rowKey,
      service: p.service,
      price: formatUnits(BigInt(p.priceLamports), SOL_DECIMALS).replace(/,/g, ''),
      description: p.description,
    })),
  };
}

/** A comma-separated list as its trimmed, non-empty, de-duplicated items. */
const listOf = (text: string, lower = false) => [
  ...new Set(
    text
      .split(',')
      .map((s) => (lower ? s.trim().toLowerCase() : s.trim()))
      .filter(Boolean),
  ),
];

/** zod's generic texts, said for a person (the schema's own custom messages pass through unchanged). */
function readable(issue: {
  code: string;
  message: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}): string {
  const n = (v: number | bigint | undefined) => Number(v ?? 0).toLocaleString('en-US');
  if (issue.code === 'too_small' && issue.origin === 'string')
    return `must be at least ${n(issue.minimum)} characters`;
  if (issue.code === 'too_big' && issue.origin === 'string')
    return `must be at most ${n(issue.maximum)} characters`;
  if (issue.code === 'too_big' && issue.origin === 'array') return `at most ${n(issue.maximum)} allowed`;
  if (issue.code === 'too_big' && issue.origin === 'number') return `must be at most ${n(issue.maximum)}`;
  return issue.message;
}

/** Where a schema issue is shown: list items report on their list's field (niche 3 → the niches field). */
function errorKey(path: readonly PropertyKey[]): string {
  const p = path.map(String);
  if (p[0] === 'audience' && (p[1] === 'niches' || p[1] === 'languages')) return `audience.${p[1]}`;
  return p.join('.');
}

/** `/kols-creator`: create the connected wallet's KOL profile, or edit it. */
export function KolCreatorView() {
  const my = useMyKol();
  const editing = my.profile ?? null;
  useDocumentTitle(editing ? 'Edit your KOL profile' : 'KOL Creator');
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        eyebrow={
          <>
            <Crumb to="/kols">KOLs</Crumb> · KOL Creator
          </>
        }
        title="KOL Creator"
        description={
          editing
            ? 'Your KOL profile: keep your channels, audience and prices current. Campaign owners hire you from it.'
            : 'Publish your KOL profile: your channels, your audience and what you charge. Campaign owners hire you from it; each hire is paid to your wallet from the campaign’s escrow on chain. One profile per wallet.'
        }
        actions={
          editing ? (
            <Link to="/kols/$id" params={{ id: editing.id }} className="btn-secondary">
              View your profile
            </Link>
          ) : undefined
        }
      />
      <AccessNotice access={my.access} action={editing ? 'edit your profile' : 'publish your profile'} />
      {my.pending && (
        <p role="status" className="text-muted text-sm">
          Looking for your wallet's profile…
        </p>
      )}
      {my.error && <LoadError error={my.error} retry={my.refetch} />}
      {/* Keyed by the profile: a wallet that has one gets it to edit; what was typed stays otherwise. */}
      <KolForm key={editing?.id ?? 'new'} editing={editing} />
    </div>
  );
}

function KolForm({ editing }: { editing: KolProfile | null }) {
  const access = useWriteAccess();
  const navigate = useNavigate();
  const uid = useId();
  const id = (k: string) => `${uid}-${k}`;
  const [f, setF] = useState(() => initialForm(editing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const clear = (...keys: string[]) =>
    setErrors((prev) => {
      const next = { ...prev };
      for (const k of keys) delete next[k];
      return next;
    });
  const set =
    (k: 'name' | 'bio' | 'avatarUrl' | 'followers' | 'niches' | 'languages', errorKey: string) =>
    (e: { target: { value: string } }) => {
      setF((prev) => ({ ...prev, [k]: e.target.value }));
      clear(errorKey);
    };
  const setHandle = (k: HandleKey) => (e: { target: { value: string } }) => {
    setF((prev) => ({ ...prev, handles: { ...prev.handles, [k]: e.target.value } }));
    clear(`handles.${k}`, 'handles');
  };
  const setRow =
    (i: number, k: 'service' | 'price' | 'description') => (e: { target: { value: string } }) => {
      setF((prev) => ({
        ...prev,
        prices: prev.prices.map((r, j) => (j === i ? { ...r, [k]: e.target.value } : r)),
      }));
      clear(`priceList.${i}.${k === 'price' ? 'priceLamports' : k}`, 'priceList');
    };

  const save = useWrite({
    mutationFn: ({ body, clearAvatar }: { body: KolProfileRequest; clearAvatar: boolean }) =>
      editing
        ? marketingApi.updateKol(editing.id, clearAvatar ? { ...body, avatarUrl: null } : body)
        : marketingApi.createKol(body),
    onMutate: () => setFailure(null),
    onSuccess: ({ kol }) => {
      toast({
        title: editing ? 'KOL profile updated' : 'KOL profile published',
        description: editing ? undefined : 'Campaign owners can now find and hire you.',
      });
      void navigate({ to: '/kols/$id', params: { id: kol.id } });
    },
    onError: (e) => setFailure(errorMessage(e)),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const local: Record<string, string> = {};
    // An empty required field asks for it rather than quoting a minimum length.
    if (f.name.trim() === '') local.name = 'Enter the name you post under';
    const followersText = f.followers.replace(/[\s,_]/g, '');
    if (!/^\d+$/.test(followersText))
      local['audience.followers'] = 'Enter your follower count (a whole number)';
    const niches = listOf(f.niches, true);
    if (niches.length > KOL_MAX_NICHES) local['audience.niches'] = `List at most ${KOL_MAX_NICHES} niches`;
    const priceList = f.prices.map((r, i) => {
      const lamports = parseAmount(r.price, SOL_DECIMALS);
      if (r.service.trim() === '') local[`priceList.${i}.service`] = 'Name the service, such as Tweet';
      if (r.price.trim() === '') local[`priceList.${i}.priceLamports`] = 'Enter a price in SOL';
      else if (lamports === null)
        local[`priceList.${i}.priceLamports`] = 'Enter a price in SOL, such as 0.5 (at most 9 decimals)';
      return { service: r.service, priceLamports: (lamports ?? 0n).toString(), description: r.description };
    });
    const handles = Object.fromEntries(
      Object.entries(f.handles)
        .map(([k, v]) => [k, v.trim()])
        .filter(([, v]) => v !== ''),
    );
    const parsed = KolProfileRequestSchema.safeParse({
      name: f.name,
      bio: f.bio,
      ...(f.avatarUrl.trim() ? { avatarUrl: f.avatarUrl.trim() } : {}),
      handles,
      audience: {
        followers: /^\d+$/.test(followersText) ? Number(followersText) : 0,
        niches,
        languages: listOf(f.languages),
      },
      priceList,
    });
    const fromSchema: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const key = errorKey(issue.path);
        if (key in fromSchema) continue;
        const item = issue.path[0] === 'audience' ? issue.path[2] : undefined;
        const list =
          key === 'audience.niches' ? niches : key === 'audience.languages' ? listOf(f.languages) : [];
        // A list item's error names the item ("x" must be at least 2 characters).
        fromSchema[key] =
          typeof item === 'number' && list[item] !== undefined
            ? `"${list[item]}" ${readable(issue as Parameters<typeof readable>[0])}`
            : readable(issue as Parameters<typeof readable>[0]);
      }
    // The friendlier local text wins over the schema's for the same field.
    const all = { ...fromSchema, ...local };
    setErrors(all);
    if (Object.keys(all).length > 0 || !parsed.success) {
      const first = FIELD_ORDER(f.prices.length).find((k) => k in all) ?? Object.keys(all)[0] ?? '';
      // "At least one handle" has no control of its own: the first handle's input takes the focus.
      document.getElementById(id(first === 'handles' ? 'handles.x' : first))?.focus();
      return;
    }
    // Emptying the avatar field of a profile that had one removes the avatar; a new profile just has none.
    save.mutate({ body: parsed.data, clearAvatar: !!editing?.avatarUrl && f.avatarUrl.trim() === '' });
  };

  const addRow = () => setF((prev) => ({ ...prev, prices: [...prev.prices, emptyRow()] }));
  const removeRow = (i: number) => {
    setF((prev) => ({ ...prev, prices: prev.prices.filter((_, j) => j !== i) }));
    // Row errors are keyed by index; after a removal they would point at the wrong rows.
    setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([k]) => !k.startsWith('priceList'))));
  };
  const errorCount = Object.keys(errors).length;

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={editing ? 'Edit KOL profile' : 'New KOL profile'}
      className="flex flex-col gap-5"
    >
      {errorCount > 0 && (
        <p role="alert" className="rounded-xl border border-red-500/40 bg-red-500/10 px-4 py-3 text-sm">
          {errorCount === 1 ? 'One field needs' : `${errorCount} fields need`} your attention before the
          profile can be {editing ? 'saved' : 'published'}.
        </p>
      )}
      <fieldset className="card flex flex-col gap-4">
        <legend className="card-title float-left mb-1">Profile</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <InputField
            id={id('name')}
            label="Name"
            error={errors.name}
            maxLength={80}
            autoComplete="nickname"
            value={f.name}
            onChange={set('name', 'name')}
          />
          <InputField
            id={id('avatarUrl')}
            label="Avatar URL (optional)"
            hint="An https:// link to a square picture; your initials are shown without one."
            error={errors.avatarUrl}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={f.avatarUrl}
            onChange={set('avatarUrl', 'avatarUrl')}
          />
        </div>
        <TextAreaField
          id={id('bio')}
          label="Bio (optional)"
          hint="Who you are, what you cover, what a campaign gets."
          error={errors.bio}
          className="input min-h-24"
          maxLength={1000}
          value={f.bio}
          onChange={set('bio', 'bio')}
        />
      </fieldset>

      <fieldset
        className="card flex flex-col gap-4"
        aria-describedby={errors.handles ? id('handles-error') : undefined}
      >
        <legend className="card-title float-left mb-1">Channels</legend>
        <p className="clear-both text-muted text-sm">
          Your handle on each channel you post on; at least one.
        </p>
        {errors.handles && (
          <p id={id('handles-error')} className="text-red-600 text-sm dark:text-red-400">
            Channels: {errors.handles}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {HANDLE_SITES.map(([k, label]) => {
            const key = `handles.${k}`;
            return (
              <InputField
                key={k}
                id={id(key)}
                label={label}
                error={errors[key]}
                // The first handle takes the "at least one" error's focus.
                {...(k === 'x' && errors.handles
                  ? { 'aria-invalid': true, 'aria-describedby': id('handles-error') }
                  : {})}
                placeholder="@handle"
                autoComplete="off"
                spellCheck={false}
                value={f.handles[k]}
                onChange={setHandle(k)}
              />
            );
          })}
        </div>
      </fieldset>

      <fieldset className="card flex flex-col gap-4">
        <legend className="card-title float-left mb-1">Audience</legend>
        <div className="clear-both grid gap-4 md:grid-cols-3">
          <InputField
            id={id('audience.followers')}
            label="Followers"
            hint="Your total reach across these channels."
            error={errors['audience.followers']}
            inputMode="numeric"
            placeholder="125000"
            value={f.followers}
            onChange={set('followers', 'audience.followers')}
          />
          <InputField
            id={id('audience.niches')}
            label="Niches (optional)"
            hint={`Comma-separated, up to ${KOL_MAX_NICHES}: memes, defi, nft…`}
            error={errors['audience.niches']}
            placeholder="memes, defi"
            value={f.niches}
            onChange={set('niches', 'audience.niches')}
          />
          <InputField
            id={id('audience.languages')}
            label="Languages (optional)"
            hint="Comma-separated: en, es…"
            error={errors['audience.languages']}
            placeholder="en"
            value={f.languages}
            onChange={set('languages', 'audience.languages')}
          />
        </div>
      </fieldset>

      <fieldset className="card flex flex-col gap-4">
        <legend className="card-title float-left mb-1">Price list</legend>
        <p className="clear-both text-muted text-sm">
          What a campaign can hire you for, in SOL; up to {KOL_MAX_PRICE_ITEMS} services, each named once.
        </p>
        {errors.priceList && (
          <p id={id('priceList')} tabIndex={-1} className="text-red-600 text-sm dark:text-red-400">
            Price list: {errors.priceList}
          </p>
        )}
        <ol className="flex flex-col gap-4">
          {f.prices.map((r, i) => {
            const k = (x: string) => `priceList.${i}.${x}`;
            return (
              <li
                key={r.key}
                className="grid gap-3 rounded-xl border border-line p-3 sm:grid-cols-[1fr_10rem] lg:grid-cols-[1fr_10rem_1.5fr_auto] lg:items-start"
              >
                <InputField
                  id={id(k('service'))}
                  label={`Service ${i + 1}`}
                  error={errors[k('service')]}
                  maxLength={60}
                  placeholder="Tweet"
                  value={r.service}
                  onChange={setRow(i, 'service')}
                />
                <InputField
                  id={id(k('priceLamports'))}
                  label={`Price ${i + 1} (SOL)`}
                  error={errors[k('priceLamports')]}
                  className="input tabular-nums"
                  inputMode="decimal"
                  placeholder="0.5"
                  value={r.price}
                  onChange={setRow(i, 'price')}
                />
                <InputField
                  id={id(k('description'))}
                  label={`Details ${i + 1} (optional)`}
                  error={errors[k('description')]}
                  maxLength={300}
                  placeholder="One post, pinned 24 h"
                  value={r.description}
                  onChange={setRow(i, 'description')}
                />
                <div className="flex lg:pt-6">
                  <button
                    type="button"
                    className="btn-secondary"
                    disabled={f.prices.length === 1}
                    onClick={() => removeRow(i)}
                    aria-label={`Remove service ${i + 1}`}
                  >
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
        <div>
          <button
            type="button"
            className="btn-secondary"
            disabled={f.prices.length >= KOL_MAX_PRICE_ITEMS}
            onClick={addRow}
          >
            Add a service
          </button>
        </div>
      </fieldset>

      <FormError testId="kol-form-failure">{failure}</FormError>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {editing && (
          <Link to="/kols/$id" params={{ id: editing.id }} className="btn-secondary">
            Cancel
          </Link>
        )}
        <button type="submit" className="btn-primary" disabled={save.isPending || access.signingIn}>
          {save.isPending || access.signingIn
            ? editing
              ? 'Saving…'
              : 'Publishing…'
            : access.state === 'ready'
              ? editing
                ? 'Save changes'
                : 'Publish profile'
              : editing
                ? 'Sign in and save changes'
                : 'Sign in and publish profile'}
        </button>
      </div>
    </form>
  );
}

/** The form's fields in reading order (the first one with an error takes the focus). */
const FIELD_ORDER = (rows: number) => [
  'name',
  'avatarUrl',
  'bio',
  'handles',
  ...HANDLE_SITES.map(([k]) => `handles.${k}`),
  'audience.followers',
  'audience.niches',
  'audience.languages',
  'priceList',
  ...Array.from({ length: rows }, (_, i) => [
    `priceList.${i}.service`,
    `priceList.${i}.priceLamports`,
    `priceList.${i}.description`,
  ]).flat(),
];
