import * as Switch from '@radix-ui/react-switch';
import type { Address } from '@solana/kit';
import { shortenAddress } from '@solpad/core';
import {
  AddressInputSchema,
  METADATA_LIMITS,
  type MetadataField,
  metadataValueSchema,
} from '@solpad/core/schemas';
import {
  buildRevokeAuthorityInstructions,
  buildUpdateMetadataAuthorityInstructions,
  buildUpdateMetadataFieldInstructions,
  type MintFacts,
  type MintPermissions,
  mintSizeAfterMetadataUpdate,
  type Permission,
} from '@solpad/core/token-tools';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { toolsRpc } from '../../wallet';
import { MintExtensionList } from '../common/MintExtensionList';
import { AUTHORITY_RISK, type DemoToken, RISK_CLASSES } from './content';
import { EntryForm } from './EntryForm';
import type { PendingAction } from './ReviewDialog';

/** What every tab receives. */
export interface TabProps {
  mint: MintFacts | null;
  demo: DemoToken | null;
  permissions: MintPermissions;
  wallet: Address | null;
  onAction: (action: PendingAction) => void;
}

/** A disabled control's reason, always visible next to it. */
function Reason({ permission, id }: { permission: Permission; id: string }) {
  if (permission.allowed || !permission.reason) return null;
  return (
    <p id={id} className="text-subtle text-xs" data-testid="disabled-reason">
      {permission.reason}
    </p>
  );
}

/** Why a whole tab's controls are disabled, above them; nothing when they are allowed. */
export function TabDisabledReason({ permission }: { permission: Permission }) {
  if (permission.allowed || !permission.reason) return null;
  return (
    <p
      className="rounded-xl border border-line bg-surface-2 p-3 text-muted text-sm"
      data-testid="disabled-reason"
    >
      {permission.reason}
    </p>
  );
}

function AuthorityRow({
  label,
  risk,
  holder,
  active,
  permission,
  actionLabel,
  onRevoke,
}: {
  label: string;
  risk: 'high' | 'medium' | 'low';
  holder: string | null;
  active: boolean;
  permission: Permission;
  actionLabel: string;
  onRevoke: () => void;
}) {
  const id = useId();
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface-2 p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid={`authority-${label}`}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{label}</span>
          <span className={`badge ${RISK_CLASSES[risk]}`}>{risk} risk</span>
          <span
            data-testid="authority-status"
            className={`badge ${active ? 'border-amber-500/40 bg-amber-500/10 text-amber-700 dark:text-amber-300' : 'border-emerald-500/40 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300'}`}
          >
            {active ? 'Active' : 'Revoked'}
          </span>
        </div>
        <span className="truncate font-mono text-muted text-xs" title={holder ?? undefined}>
          {holder ? shortenAddress(holder, 8) : active ? 'Demo holder' : 'Nobody'}
        </span>
      </div>
      <div className="flex flex-col items-start gap-1 sm:items-end">
        <div className="flex items-center gap-3">
          <label className="flex items-center gap-2 text-muted text-xs" htmlFor={`${id}-switch`}>
            {active ? 'Active' : 'Revoked'}
            {/* The spec's toggle shows the status and stays disabled: revoking is an explicit, reviewed action. */}
            <Switch.Root
              id={`${id}-switch`}
              checked={active}
              disabled
              className="relative h-5 w-9 rounded-full bg-surface data-[state=checked]:bg-accent/60 disabled:opacity-60 border border-line"
            >
              <Switch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-white shadow transition data-[state=checked]:translate-x-4" />
            </Switch.Root>
          </label>
          <button
            type="button"
            className="btn-secondary"
            disabled={!permission.allowed}
            aria-describedby={`${id}-reason`}
            onClick={onRevoke}
          >
            {actionLabel}
          </button>
        </div>
        <Reason permission={permission} id={`${id}-reason`} />
      </div>
    </li>
  );
}

/** The two authorities a holder can revoke outright: their row's label and the revoke's text. */
const REVOCABLE = {
  mint: { label: 'Mint Authority', action: 'Revoke mint authority' },
  freeze: { label: 'Freeze Authority', action: 'Revoke freeze authority' },
} as const;

/** Authorities: mint, freeze and metadata update authority, with revoke actions for the holder. */
export function AuthoritiesTab({ mint, demo, permissions, onAction }: TabProps) {
  if (!mint && !demo) return <p className="text-muted text-sm">Select a token first.</p>;
  const program = mint?.program ?? 'token';
  const revoke = (which: 'mint' | 'freeze') => {
    if (!mint) return;
    const authority = which === 'mint' ? mint.mintAuthority : mint.freezeAuthority;
    if (!authority) return;
    onAction({
      title: REVOCABLE[which].action,
      summary: [
        { label: 'Mint', value: mint.address },
        { label: 'Current authority', value: authority },
        { label: 'New authority', value: 'None (revoked for good)' },
      ],
      impact: AUTHORITY_RISK[which],
      type: which === 'mint' ? 'supply' : 'authority',
      irreversible: true,
      build: async () => buildRevokeAuthorityInstructions({ program, mint: mint.address, authority, which }),
    });
  };
  const updateAuthority = mint?.metadata?.updateAuthority ?? null;
  return (
    <ul className="flex flex-col gap-3">
      {(['mint', 'freeze'] as const).map((which) => {
        const holder = mint ? (which === 'mint' ? mint.mintAuthority : mint.freezeAuthority) : null;
        return (
          <AuthorityRow
            key={which}
            label={REVOCABLE[which].label}
            risk={AUTHORITY_RISK[which]}
            holder={holder}
            active={mint ? holder !== null : (demo?.authorities[which] ?? false)}
            permission={which === 'mint' ? permissions.revokeMint : permissions.revokeFreeze}
            actionLabel={REVOCABLE[which].action}
            onRevoke={() => revoke(which)}
          />
        );
      })}
      <AuthorityRow
        label="Update Authority"
        risk={AUTHORITY_RISK.update}
        holder={updateAuthority}
        active={mint ? updateAuthority !== null : (demo?.authorities.update ?? false)}
        permission={permissions.updateMetadata}
        actionLabel="Revoke update authority"
        onRevoke={() => {
          if (!mint || !updateAuthority) return;
          onAction({
            title: 'Revoke metadata update authority',
            summary: [
              { label: 'Mint', value: mint.address },
              { label: 'Current update authority', value: updateAuthority },
              { label: 'New update authority', value: 'None (metadata becomes immutable)' },
            ],
            impact: AUTHORITY_RISK.update,
            type: 'metadata',
            irreversible: true,
            build: async () =>
              buildUpdateMetadataAuthorityInstructions({
                mint: mint.address,
                updateAuthority,
                newAuthority: null,
              }),
          });
        }}
      />
    </ul>
  );
}

const FIELD_LABEL: Record<MetadataField, string> = { name: 'Name', symbol: 'Symbol', uri: 'URI' };

function MetadataFieldRow({
  field,
  current,
  permission,
  onSubmit,
}: {
  field: MetadataField;
  current: string;
  permission: Permission;
  onSubmit: (value: string) => Promise<void>;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <EntryForm
      inputId={`${id}-value`}
      label={FIELD_LABEL[field]}
      note={
        <p className="truncate text-muted text-xs" title={current}>
          Current: <span className="font-mono">{current || '—'}</span>
        </p>
      }
      input={{
        className: 'input',
        placeholder: `New ${FIELD_LABEL[field].toLowerCase()}`,
        maxLength: METADATA_LIMITS[field],
        value,
        onChange: (e) => {
          setValue(e.target.value);
          setError(null);
        },
        disabled: !permission.allowed,
      }}
      action={`Update ${FIELD_LABEL[field]}`}
      actionDisabled={!permission.allowed || busy}
      error={error}
      onSubmit={async () => {
        const parsed = metadataValueSchema(field).safeParse(value);
        if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Invalid value');
        if (parsed.data === current) return setError('That is already the current value');
        setError(null);
        setBusy(true);
        try {
          await onSubmit(parsed.data);
        } catch (err) {
          setError(errorMessage(err));
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}

/** Metadata: edit the Token-2022 in-mint name, symbol and URI, and hand over the update authority. */
export function MetadataTab({ mint, demo, permissions, wallet, onAction }: TabProps) {
  const id = useId();
  const [heir, setHeir] = useState('');
  const [heirError, setHeirError] = useState<string | null>(null);
  if (!mint && !demo) return <p className="text-muted text-sm">Select a token first.</p>;
  const metadata = mint?.metadata ?? null;
  const current = {
    name: metadata?.name ?? demo?.name ?? '',
    symbol: metadata?.symbol ?? demo?.symbol ?? '',
    uri: metadata?.uri ?? '',
  };
  const permission = permissions.updateMetadata;
  const submitField = async (field: MetadataField, value: string) => {
    if (!mint?.metadata?.updateAuthority || !wallet) return;
    const updateAuthority = mint.metadata.updateAuthority;
    // The program grows the mint but moves no lamports: fund the new size's rent in the same transaction.
    const size = mintSizeAfterMetadataUpdate(mint.dataSize, mint.metadata, field, value);
    const rent = await toolsRpc.getMinimumBalanceForRentExemption(BigInt(size)).send();
    const topUp = rent > mint.lamports ? rent - mint.lamports : 0n;
    onAction({
      title: `Update token ${FIELD_LABEL[field].toLowerCase()}`,
      summary: [
        { label: 'Mint', value: mint.address },
        { label: 'Field', value: FIELD_LABEL[field] },
        { label: 'From', value: current[field] || '—' },
        { label: 'To', value },
        { label: 'Rent top-up', value: topUp === 0n ? 'None' : `${topUp} lamports` },
      ],
      impact: 'low',
      type: 'metadata',
      irreversible: false,
      build: async () =>
        buildUpdateMetadataFieldInstructions({
          mint: mint.address,
          updateAuthority,
          payer: wallet,
          field,
          value,
          currentLamports: mint.lamports,
          rentExemptLamports: rent,
        }),
    });
  };
  return (
    <div className="flex flex-col gap-4">
      <TabDisabledReason permission={permission} />
      {(['name', 'symbol', 'uri'] as const).map((field) => (
        <MetadataFieldRow
          key={field}
          field={field}
          current={current[field]}
          permission={permission}
          onSubmit={(value) => submitField(field, value)}
        />
      ))}
      <EntryForm
        className="flex flex-col gap-1.5 border-line border-t pt-4"
        inputId={`${id}-heir`}
        label="New update authority"
        input={{
          placeholder: 'Address that will control the metadata',
          value: heir,
          onChange: (e) => {
            setHeir(e.target.value);
            setHeirError(null);
          },
          disabled: !permission.allowed,
        }}
        action="Change update authority"
        actionDisabled={!permission.allowed}
        error={heirError}
        onSubmit={() => {
          const parsed = AddressInputSchema.safeParse(heir);
          if (!parsed.success) return setHeirError('Enter a Solana address');
          const updateAuthority = mint?.metadata?.updateAuthority;
          if (!mint || !updateAuthority) return;
          setHeirError(null);
          const newAuthority = parsed.data as Address;
          onAction({
            title: 'Change metadata update authority',
            summary: [
              { label: 'Mint', value: mint.address },
              { label: 'Current update authority', value: updateAuthority },
              { label: 'New update authority', value: newAuthority },
            ],
            impact: 'low',
            type: 'metadata',
            irreversible: false,
            build: async () =>
              buildUpdateMetadataAuthorityInstructions({ mint: mint.address, updateAuthority, newAuthority }),
          });
        }}
      />
    </div>
  );
}

/** Extensions the spec lists as coming soon (adding extensions to an existing mint is not possible). */
export const SOON_EXTENSIONS = ['Transfer Fees', 'Confidential Transfers', 'Interest Bearing'] as const;

/** Extensions: what the mint really carries (decoded), and the spec's coming-soon list. */
export function ExtensionsTab({ mint, demo }: TabProps) {
  if (!mint && !demo) return <p className="text-muted text-sm">Select a token first.</p>;
  return (
    <div className="flex flex-col gap-4">
      {mint && (
        <section className="flex flex-col gap-2">
          <h3 className="font-semibold text-sm">This mint’s extensions</h3>
          <MintExtensionList mint={mint} />
        </section>
      )}
      <section className="flex flex-col gap-2">
        <h3 className="font-semibold text-sm">Add extensions</h3>
        <ul className="grid gap-2 sm:grid-cols-3">
          {SOON_EXTENSIONS.map((name) => (
            <li
              key={name}
              className="flex items-center justify-between gap-2 rounded-xl border border-line border-dashed p-3 text-sm"
            >
              {name}
              <span className="badge border-accent/40 bg-accent/10 text-accent">Coming Soon</span>
            </li>
          ))}
        </ul>
        <p className="text-subtle text-xs">
          Token-2022 extensions are chosen when a mint is created; a new mint is needed to add them.
        </p>
      </section>
    </div>
  );
}
