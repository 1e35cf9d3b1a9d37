import {
  AdminSystemSchema,
  FeatureFlagNameSchema,
  FeatureFlagsResponseSchema,
  MaintenanceStatusSchema,
  SitePathSchema,
} from '@solpad/core/schemas';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { Panel, Toggle } from '../../../components/kit';
import { apiRequest } from '../../../lib/api';
import { useAdminRead, useAdminWrite } from '../data';
import { bytes, QueryView, Stat } from '../ui';
import { AuditLog } from './audit';

function uptime(s: number): string {
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${d}d ${h}h ${m}m`;
}

/** System: maintenance (global and per path), feature flags, the server process, and the audit log. */
export function SystemSection() {
  const system = useAdminRead('system', AdminSystemSchema);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel title="Maintenance">
        <QueryView query={system} label="the maintenance status">
          {(d) => <Maintenance enabled={d.maintenance.enabled} paths={d.maintenance.pathMaintenance} />}
        </QueryView>
      </Panel>
      <FeatureFlags />
      <Panel title="Server">
        <QueryView query={system} label="system information">
          {(d) => (
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              <Stat label="Version" value={d.version} />
              <Stat label="Node" value={d.nodeVersion} />
              <Stat label="PID" value={d.pid} />
              <Stat label="Uptime" value={uptime(d.uptimeSeconds)} />
              <Stat label="RSS" value={bytes(d.memory.rssBytes)} />
              <Stat label="Heap used" value={bytes(d.memory.heapUsedBytes)} />
              <Stat label="Database" value={d.database} />
              <Stat label="Chain" value={d.chainMode} />
              <Stat label="Cluster" value={d.cluster} />
            </dl>
          )}
        </QueryView>
      </Panel>
      <AuditLog />
    </div>
  );
}

function Maintenance({ enabled, paths }: { enabled: boolean; paths: Record<string, boolean> }) {
  const global = useAdminWrite(
    (on: boolean) =>
      apiRequest('/api/admin/maintenance-mode', MaintenanceStatusSchema, {
        method: 'POST',
        body: { enabled: on },
      }),
    (s) => (s.enabled ? 'Maintenance mode is on' : 'Maintenance mode is off'),
  );
  const perPath = useAdminWrite(
    (v: { path: string; enabled: boolean }) =>
      apiRequest('/api/admin/path-maintenance', MaintenanceStatusSchema, { method: 'POST', body: v }),
    () => 'Path maintenance updated',
  );
  const flagged = Object.keys(paths).sort();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <div>
          <p className="font-medium text-fg text-sm">Global maintenance</p>
          <p className="text-muted text-xs">Every page except /moonvault shows the maintenance screen.</p>
        </div>
        <Toggle
          label="Global maintenance"
          checked={enabled}
          disabled={global.isPending}
          onChange={(on) => global.mutate(on)}
        />
      </div>
      <div>
        <p className="font-medium text-fg text-sm">Paths under maintenance</p>
        {flagged.length === 0 ? (
          <p className="text-muted text-xs">No path is under maintenance.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2" aria-label="Paths under maintenance">
            {flagged.map((p) => (
              <li key={p} className="flex items-center justify-between gap-2">
                <span className="font-mono text-fg text-sm">{p}</span>
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={perPath.isPending}
                  aria-label={`Remove maintenance from ${p}`}
                  onClick={() => perPath.mutate({ path: p, enabled: false })}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        <AddNameForm
          className="mt-3 flex flex-wrap items-start gap-2"
          schema={SitePathSchema}
          what="Path"
          fallback="Not a path"
          label="Path to put under maintenance"
          placeholder="/tokens"
          button="Add path"
          buttonClass="btn-primary"
          busy={perPath.isPending}
          onAdd={(path, done) => perPath.mutate({ path, enabled: true }, { onSuccess: done })}
        />
      </div>
    </div>
  );
}

function FeatureFlags() {
  const query = useAdminRead('feature-flags', FeatureFlagsResponseSchema);
  const save = useAdminWrite(
    (flags: Record<string, boolean>) =>
      apiRequest('/api/admin/feature-flags', FeatureFlagsResponseSchema, {
        method: 'PUT',
        body: { flags },
      }),
    () => 'Feature flags saved',
  );
  return (
    <Panel title="Feature flags">
      <QueryView query={query} label="feature flags">
        {(d) => {
          const names = Object.keys(d.flags).sort();
          return (
            <div className="flex flex-col gap-3">
              {names.length === 0 ? (
                <p className="text-muted text-sm">No feature flags yet.</p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {names.map((n) => (
                    <li key={n} className="flex items-center justify-between gap-2">
                      <span className="font-mono text-fg text-sm">{n}</span>
                      <span className="flex items-center gap-2">
                        <Toggle
                          label={`Flag ${n}`}
                          checked={d.flags[n] ?? false}
                          disabled={save.isPending}
                          onChange={(on) => save.mutate({ ...d.flags, [n]: on })}
                        />
                        <button
                          type="button"
                          className="btn-secondary"
                          aria-label={`Delete flag ${n}`}
                          disabled={save.isPending}
                          onClick={() => {
                            const { [n]: _drop, ...rest } = d.flags;
                            save.mutate(rest);
                          }}
                        >
                          Delete
                        </button>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <AddNameForm
                className="flex flex-wrap items-start gap-2"
                schema={FeatureFlagNameSchema}
                what="Flag name"
                fallback="Not a flag name"
                label="New flag name"
                placeholder="new-flag"
                button="Add flag"
                buttonClass="btn-secondary"
                busy={save.isPending}
                onAdd={(name, done) => save.mutate({ ...d.flags, [name]: false }, { onSuccess: done })}
              />
            </div>
          );
        }}
      </QueryView>
    </Panel>
  );
}

/**
 * A one-field form that adds a name `schema` accepts (a path, a flag): what is wrong with it is said below as
 * "`what` {message}", and the field empties once `onAdd` calls `done`.
 */
function AddNameForm({
  className,
  schema,
  what,
  fallback,
  label,
  placeholder,
  button,
  buttonClass,
  busy,
  onAdd,
}: {
  className: string;
  schema: z.ZodType<string>;
  what: string;
  /** The error when the schema gives no message. */
  fallback: string;
  /** The field's accessible name. */
  label: string;
  placeholder: string;
  button: string;
  buttonClass: string;
  busy: boolean;
  onAdd: (name: string, done: () => void) => void;
}) {
  const errorId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = schema.safeParse(text.trim());
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? fallback);
          return;
        }
        setError(null);
        onAdd(parsed.data, () => setText(''));
      }}
    >
      <label className="min-w-0 flex-1">
        <span className="sr-only">{label}</span>
        <input
          className="input font-mono"
          placeholder={placeholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
        />
      </label>
      <button type="submit" className={buttonClass} disabled={busy}>
        {button}
      </button>
      {error && (
        <p id={errorId} role="alert" className="w-full text-red-600 text-xs dark:text-red-400">
          {what} {error}
        </p>
      )}
    </form>
  );
}
