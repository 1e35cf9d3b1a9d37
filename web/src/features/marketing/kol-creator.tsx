import { formatInteger } from '@solpad/core/format';
import { KOL_MAX_NICHES, KOL_MAX_PRICE_ITEMS } from '@solpad/core/marketing';
import { type KolProfile, type KolProfileRequest, KolProfileRequestSchema } from '@solpad/core/schemas';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import {
  type FieldWiring,
  FormError,
  FormSection,
  InputField,
  LoadError,
  TextAreaField,
} from '../../components/kit';
import { errorMessage } from '../../lib/error-message';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { formatUnits, parseAmount, SOL_DECIMALS } from '../trade';
import { marketingApi } from './api';
import { useMyKol } from './kol-pages';
import { HANDLE_SITES } from './kols';
import { useWriteAccess } from './session';
import { Crumb } from './shared/Crumb';
import { Screen } from './shared/Screen';
import { useWrite } from './shared/useWrite';
import { AccessNotice } from './ui';

/**
 * `/kols-creator`: create the connected wallet's KOL profile, or edit it when it has one (`GET /kols?owner=` finds
 * it): channels, audience and the price list, checked field by field with core's schema before it is sent.
 */
// ─── /kols-creator ───────────────────────────────────────────────────────────────────────────────────────

type HandleKey = (typeof HANDLE_SITES)[number][0];
/** The form's plain text values (the handles and the price rows have their own edits). */
type TextKey = 'name' | 'bio' | 'avatarUrl' | 'followers' | 'niches' | 'languages';

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
  const n = (v: number | bigint | undefined) => formatInteger(Number(v ?? 0));
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
    <Screen
      eyebrow={
        <Crumb to="/kols" here="KOL Creator">
          KOLs
        </Crumb>
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
    >
      <AccessNotice access={my.access} action={editing ? 'edit your profile' : 'publish your profile'} />
      {my.pending && (
        <p role="status" className="text-muted text-sm">
          Looking for your wallet's profile…
        </p>
      )}
      {my.error && <LoadError error={my.error} retry={my.refetch} />}
      {/* Keyed by the profile: a wallet that has one gets it to edit; what was typed stays otherwise. */}
      <KolForm key={editing?.id ?? 'new'} editing={editing} />
    </Screen>
  );
}

/** The checked form: the errors by field (the first one takes the focus), and the request when there are none. */
function checkKolForm(f: FormState): { errors: Record<string, string>; body?: KolProfileRequest } {
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
  const lists = { 'audience.niches': niches, 'audience.languages': listOf(f.languages) };
  // The friendlier local text wins over the schema's for the same field.
  const errors = { ...(parsed.success ? {} : schemaErrors(parsed.error.issues, lists)), ...local };
  return Object.keys(errors).length > 0 || !parsed.success ? { errors } : { errors, body: parsed.data };
}

/** The schema's issues by field, said for a person; a list item's error names the item. */
function schemaErrors(
  issues: readonly { path: PropertyKey[]; code: string; message: string }[],
  lists: Record<string, string[]>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = errorKey(issue.path);
    if (key in out) continue;
    const item = issue.path[0] === 'audience' ? issue.path[2] : undefined;
    const list = lists[key] ?? [];
    // A list item's error names the item ("x" must be at least 2 characters).
    out[key] =
      typeof item === 'number' && list[item] !== undefined
        ? `"${list[item]}" ${readable(issue as Parameters<typeof readable>[0])}`
        : readable(issue as Parameters<typeof readable>[0]);
  }
  return out;
}

type SetErrors = (update: (prev: Record<string, string>) => Record<string, string>) => void;

/** The form's edits: each change of a field also clears that field's error. */
function formEditors(setF: (update: (prev: FormState) => FormState) => void, setErrors: SetErrors) {
  const clear = (...keys: string[]) =>
    setErrors((prev) => {
      const next = { ...prev };
      for (const k of keys) delete next[k];
      return next;
    });
  return {
    set: (k: TextKey, errorKey: string) => (e: { target: { value: string } }) => {
      setF((prev) => ({ ...prev, [k]: e.target.value }));
      clear(errorKey);
    },
    setHandle: (k: HandleKey) => (e: { target: { value: string } }) => {
      setF((prev) => ({ ...prev, handles: { ...prev.handles, [k]: e.target.value } }));
      clear(`handles.${k}`, 'handles');
    },
    setRow: (i: number, k: 'service' | 'price' | 'description') => (e: { target: { value: string } }) => {
      setF((prev) => ({
        ...prev,
        prices: prev.prices.map((r, j) => (j === i ? { ...r, [k]: e.target.value } : r)),
      }));
      clear(`priceList.${i}.${k === 'price' ? 'priceLamports' : k}`, 'priceList');
    },
    addRow: () => setF((prev) => ({ ...prev, prices: [...prev.prices, emptyRow()] })),
    removeRow: (i: number) => {
      setF((prev) => ({ ...prev, prices: prev.prices.filter((_, j) => j !== i) }));
      // Row errors are keyed by index; after a removal they would point at the wrong rows.
      setErrors((prev) =>
        Object.fromEntries(Object.entries(prev).filter(([k]) => !k.startsWith('priceList'))),
      );
    },
  };
}

/** The wiring of each text control of the form (id, error, value and edit), by the value it edits. */
function formWiring(
  f: FormState,
  errors: Record<string, string>,
  id: (k: string) => string,
  edit: ReturnType<typeof formEditors>,
) {
  const wire = (key: string, value: string, onChange: FieldWiring['onChange']): FieldWiring => ({
    id: id(key),
    error: errors[key],
    value,
    onChange,
  });
  return {
    field: (k: TextKey, errorKey: string = k) => wire(errorKey, f[k], edit.set(k, errorKey)),
    handle: (k: HandleKey) => wire(`handles.${k}`, f.handles[k], edit.setHandle(k)),
    row: (i: number, k: 'service' | 'price' | 'description') =>
      wire(
        `priceList.${i}.${k === 'price' ? 'priceLamports' : k}`,
        f.prices[i]?.[k] ?? '',
        edit.setRow(i, k),
      ),
  };
}

/** What each section of the form is handed: the values, their errors, the ids, the edits and the wiring. */
interface SectionProps {
  f: FormState;
  errors: Record<string, string>;
  id: (k: string) => string;
  edit: ReturnType<typeof formEditors>;
  wire: ReturnType<typeof formWiring>;
}

function KolForm({ editing }: { editing: KolProfile | null }) {
  const access = useWriteAccess();
  const navigate = useNavigate();
  const uid = useId();
  const id = (k: string) => `${uid}-${k}`;
  const [f, setF] = useState(() => initialForm(editing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const edit = formEditors(setF, setErrors);

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
    const { errors: all, body } = checkKolForm(f);
    setErrors(all);
    if (!body) {
      const first = FIELD_ORDER(f.prices.length).find((k) => k in all) ?? Object.keys(all)[0] ?? '';
      // "At least one handle" has no control of its own: the first handle's input takes the focus.
      document.getElementById(id(first === 'handles' ? 'handles.x' : first))?.focus();
      return;
    }
    // Emptying the avatar field of a profile that had one removes the avatar; a new profile just has none.
    save.mutate({ body, clearAvatar: !!editing?.avatarUrl && f.avatarUrl.trim() === '' });
  };
  const errorCount = Object.keys(errors).length;
  const section = { f, errors, id, edit, wire: formWiring(f, errors, id, edit) };

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
      <ProfileSection {...section} />
      <ChannelsSection {...section} />
      <AudienceSection {...section} />
      <PriceListSection {...section} />
      <FormError testId="kol-form-failure">{failure}</FormError>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {editing && (
          <Link to="/kols/$id" params={{ id: editing.id }} className="btn-secondary">
            Cancel
          </Link>
        )}
        <button type="submit" className="btn-primary" disabled={save.isPending || access.signingIn}>
          {submitText(!!editing, save.isPending || access.signingIn, access.state === 'ready')}
        </button>
      </div>
    </form>
  );
}

/** The submit button's text: how far the write is, or what the click does. */
function submitText(editing: boolean, busy: boolean, ready: boolean): string {
  if (busy) return editing ? 'Saving…' : 'Publishing…';
  if (ready) return editing ? 'Save changes' : 'Publish profile';
  return editing ? 'Sign in and save changes' : 'Sign in and publish profile';
}

function ProfileSection({ wire }: SectionProps) {
  return (
    <FormSection legend="Profile">
      <div className="grid gap-4 md:grid-cols-2">
        <InputField label="Name" maxLength={80} autoComplete="nickname" {...wire.field('name')} />
        <InputField
          label="Avatar URL (optional)"
          hint="An https:// link to a square picture; your initials are shown without one."
          type="url"
          inputMode="url"
          placeholder="https://"
          {...wire.field('avatarUrl')}
        />
      </div>
      <TextAreaField
        label="Bio (optional)"
        hint="Who you are, what you cover, what a campaign gets."
        maxLength={1000}
        {...wire.field('bio')}
      />
    </FormSection>
  );
}

function ChannelsSection({ errors, id, wire }: SectionProps) {
  return (
    <FormSection legend="Channels" describedBy={errors.handles ? id('handles-error') : undefined}>
      <p className="clear-both text-muted text-sm">Your handle on each channel you post on; at least one.</p>
      {errors.handles && (
        <p id={id('handles-error')} className="text-red-600 text-sm dark:text-red-400">
          Channels: {errors.handles}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {HANDLE_SITES.map(([k, label]) => (
          <InputField
            key={k}
            label={label}
            // The first handle takes the "at least one" error's focus.
            {...(k === 'x' && errors.handles
              ? { 'aria-invalid': true, 'aria-describedby': id('handles-error') }
              : {})}
            placeholder="@handle"
            autoComplete="off"
            spellCheck={false}
            {...wire.handle(k)}
          />
        ))}
      </div>
    </FormSection>
  );
}

function AudienceSection({ wire }: SectionProps) {
  return (
    <FormSection legend="Audience">
      <div className="clear-both grid gap-4 md:grid-cols-3">
        <InputField
          label="Followers"
          hint="Your total reach across these channels."
          inputMode="numeric"
          placeholder="125000"
          {...wire.field('followers', 'audience.followers')}
        />
        <InputField
          label="Niches (optional)"
          hint={`Comma-separated, up to ${KOL_MAX_NICHES}: memes, defi, nft…`}
          placeholder="memes, defi"
          {...wire.field('niches', 'audience.niches')}
        />
        <InputField
          label="Languages (optional)"
          hint="Comma-separated: en, es…"
          placeholder="en"
          {...wire.field('languages', 'audience.languages')}
        />
      </div>
    </FormSection>
  );
}

function PriceListSection({ f, errors, id, edit, wire }: SectionProps) {
  return (
    <FormSection legend="Price list">
      <p className="clear-both text-muted text-sm">
        What a campaign can hire you for, in SOL; up to {KOL_MAX_PRICE_ITEMS} services, each named once.
      </p>
      {errors.priceList && (
        <p id={id('priceList')} tabIndex={-1} className="text-red-600 text-sm dark:text-red-400">
          Price list: {errors.priceList}
        </p>
      )}
      <ol className="flex flex-col gap-4">
        {f.prices.map((r, i) => (
          <PriceRowFields key={r.key} i={i} only={f.prices.length === 1} edit={edit} wire={wire} />
        ))}
      </ol>
      <div>
        <button
          type="button"
          className="btn-secondary"
          disabled={f.prices.length >= KOL_MAX_PRICE_ITEMS}
          onClick={edit.addRow}
        >
          Add a service
        </button>
      </div>
    </FormSection>
  );
}

function PriceRowFields({
  i,
  only,
  edit,
  wire,
}: Pick<SectionProps, 'edit' | 'wire'> & { i: number; only: boolean }) {
  return (
    <li className="grid gap-3 rounded-xl border border-line p-3 sm:grid-cols-[1fr_10rem] lg:grid-cols-[1fr_10rem_1.5fr_auto] lg:items-start">
      <InputField label={`Service ${i + 1}`} maxLength={60} placeholder="Tweet" {...wire.row(i, 'service')} />
      <InputField
        label={`Price ${i + 1} (SOL)`}
        className="input tabular-nums"
        inputMode="decimal"
        placeholder="0.5"
        {...wire.row(i, 'price')}
      />
      <InputField
        label={`Details ${i + 1} (optional)`}
        maxLength={300}
        placeholder="One post, pinned 24 h"
        {...wire.row(i, 'description')}
      />
      <div className="flex lg:pt-6">
        <button
          type="button"
          className="btn-secondary"
          disabled={only}
          onClick={() => edit.removeRow(i)}
          aria-label={`Remove service ${i + 1}`}
        >
          Remove
        </button>
      </div>
    </li>
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
