import {
  AdminBannerListSchema,
  BANNER_TEXT_MAX,
  BannerCreateRequestSchema,
  BannerLevelSchema,
  BannerUpdateRequestSchema,
} from '@solpad/core/schemas';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { ConfirmDialog, Panel, Toggle } from '../../../components/kit';
import { apiRequest, NO_CONTENT } from '../../../lib/api';
import { useAdminRead, useAdminWrite } from '../data';
import { ListView, when } from '../ui';

const BannerSchema = AdminBannerListSchema.shape.banners.element;
type Banner = z.infer<typeof BannerSchema>;
type Level = z.infer<typeof BannerLevelSchema>;

/** A datetime-local value as an ISO string with offset, or undefined when empty. */
function toIso(local: string): string | undefined {
  return local ? new Date(local).toISOString() : undefined;
}

/** An ISO timestamp as a datetime-local value in the viewer's time zone. */
function toLocal(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The first issue of a failed parse as "field: message". */
function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'banner'}: ${issue.message}` : 'Invalid banner';
}

interface Fields {
  text: string;
  level: Level;
  startsAt: string;
  endsAt: string;
}

/** One of a banner's dates: a labelled datetime-local input. */
function DateInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <input
        type="datetime-local"
        className="input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

/** Text, level and the two dates of a banner (the create form and the edit dialog). */
function BannerFields({ value, onChange }: { value: Fields; onChange: (next: Fields) => void }) {
  const id = useId();
  return (
    <>
      <label className="flex flex-col gap-1 text-sm" htmlFor={`${id}-text`}>
        Text
        <textarea
          id={`${id}-text`}
          className="input min-h-20"
          value={value.text}
          maxLength={BANNER_TEXT_MAX}
          onChange={(e) => onChange({ ...value, text: e.target.value })}
        />
      </label>
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="flex flex-col gap-1 text-sm">
          Level
          <select
            className="input"
            value={value.level}
            onChange={(e) => {
              const parsed = BannerLevelSchema.safeParse(e.target.value);
              if (parsed.success) onChange({ ...value, level: parsed.data });
            }}
          >
            <option value="info">Info</option>
            <option value="warning">Warning</option>
            <option value="critical">Critical</option>
          </select>
        </label>
        <DateInput
          label="Starts (optional)"
          value={value.startsAt}
          onChange={(startsAt) => onChange({ ...value, startsAt })}
        />
        <DateInput
          label="Ends (optional)"
          value={value.endsAt}
          onChange={(endsAt) => onChange({ ...value, endsAt })}
        />
      </div>
    </>
  );
}

/** Notifications: the site banners (create, edit, switch on and off, delete). */
export function NotificationsSection() {
  const query = useAdminRead('banners', AdminBannerListSchema);
  const [editing, setEditing] = useState<Banner | null>(null);
  const remove = useAdminWrite(
    (id: string) => apiRequest(`/api/admin/banners/${id}`, NO_CONTENT, { method: 'DELETE' }),
    () => 'Banner deleted',
  );
  const update = useAdminWrite(
    ({ id, body }: { id: string; body: unknown }) =>
      apiRequest(`/api/admin/banners/${id}`, BannerSchema, { method: 'PUT', body }),
    (b) => (b.enabled ? 'Banner saved' : 'Banner switched off'),
  );
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <NewBanner />
      <Panel title="Banners">
        <ListView
          query={query}
          label="the banners"
          empty="No banners yet."
          items={(d) => d.banners}
          itemKey={(b) => b.id}
        >
          {(b) => (
            <li
              className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm"
              data-testid="admin-banner"
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-baseline gap-2">
                  <span className="badge">{b.level}</span>
                  <span className={`badge ${b.active ? 'text-emerald-500' : ''}`}>
                    {b.active ? 'showing' : b.enabled ? 'not showing' : 'switched off'}
                  </span>
                </p>
                <p className="mt-1 break-words text-fg">{b.text}</p>
                <p className="text-muted text-xs">
                  From {when(b.startsAt)} until {b.endsAt ? when(b.endsAt) : 'removed'}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <Toggle
                  label={`Show banner “${b.text.slice(0, 40)}”`}
                  checked={b.enabled}
                  disabled={update.isPending}
                  onChange={(enabled) =>
                    update.mutate({
                      id: b.id,
                      body: {
                        text: b.text,
                        level: b.level,
                        startsAt: b.startsAt,
                        endsAt: b.endsAt,
                        enabled,
                      },
                    })
                  }
                />
                <button
                  type="button"
                  className="btn-secondary"
                  aria-label={`Edit banner “${b.text.slice(0, 40)}”`}
                  onClick={() => setEditing(b)}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="btn-secondary"
                  aria-label={`Delete banner “${b.text.slice(0, 40)}”`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(b.id)}
                >
                  Delete
                </button>
              </div>
            </li>
          )}
        </ListView>
      </Panel>
      {editing && (
        <EditBanner
          banner={editing}
          busy={update.isPending}
          onClose={() => setEditing(null)}
          onSave={(body) => update.mutate({ id: editing.id, body }, { onSuccess: () => setEditing(null) })}
        />
      )}
    </div>
  );
}

function EditBanner({
  banner,
  busy,
  onClose,
  onSave,
}: {
  banner: Banner;
  busy: boolean;
  onClose: () => void;
  onSave: (body: z.infer<typeof BannerUpdateRequestSchema>) => void;
}) {
  const [fields, setFields] = useState<Fields>({
    text: banner.text,
    level: banner.level,
    startsAt: toLocal(banner.startsAt),
    endsAt: toLocal(banner.endsAt),
  });
  const [enabled, setEnabled] = useState(banner.enabled);
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Edit banner"
      description="Changes show on every open page at once."
      confirmLabel="Save banner"
      busy={busy}
      onConfirm={() => {
        const parsed = BannerUpdateRequestSchema.safeParse({
          ...fields,
          // An untouched start keeps its exact time (the field shows minutes only).
          startsAt: fields.startsAt === toLocal(banner.startsAt) ? banner.startsAt : toIso(fields.startsAt),
          endsAt: toIso(fields.endsAt) ?? null,
          enabled,
        });
        if (!parsed.success) {
          setError(firstIssue(parsed.error));
          return;
        }
        setError(null);
        onSave(parsed.data);
      }}
    >
      <BannerFields value={fields} onChange={setFields} />
      <div className="flex items-center gap-2 text-sm">
        <Toggle label="Show this banner" checked={enabled} onChange={setEnabled} />
        <span aria-hidden="true">Show this banner</span>
      </div>
      {error && (
        <p role="alert" className="text-red-600 text-xs dark:text-red-400">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}

function NewBanner() {
  const empty: Fields = { text: '', level: 'info', startsAt: '', endsAt: '' };
  const [fields, setFields] = useState<Fields>(empty);
  const [error, setError] = useState<string | null>(null);
  const create = useAdminWrite(
    (body: unknown) => apiRequest('/api/admin/banners', BannerSchema, { method: 'POST', body }),
    () => 'Banner created',
  );
  return (
    <Panel title="New banner">
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = BannerCreateRequestSchema.safeParse({
            text: fields.text,
            level: fields.level,
            startsAt: toIso(fields.startsAt),
            endsAt: toIso(fields.endsAt),
          });
          if (!parsed.success) {
            setError(firstIssue(parsed.error));
            return;
          }
          setError(null);
          create.mutate(parsed.data, { onSuccess: () => setFields({ ...empty, level: fields.level }) });
        }}
      >
        <BannerFields value={fields} onChange={setFields} />
        {error && (
          <p role="alert" className="text-red-600 text-xs dark:text-red-400">
            {error}
          </p>
        )}
        <button type="submit" className="btn-primary self-start" disabled={create.isPending}>
          Create banner
        </button>
      </form>
    </Panel>
  );
}
