import { LAUNCH_PLATFORMS, type LaunchPlatformId } from '@solpad/core/launch';
import { solText } from './form';

/** The three launch platforms as radio cards (a native radio group: arrow keys move, one is always chosen). */
export function PlatformPicker({
  value,
  onChange,
  disabled,
}: {
  value: LaunchPlatformId;
  onChange(id: LaunchPlatformId): void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-3 font-semibold">Launch platform</legend>
      <div className="grid gap-3 md:grid-cols-3">
        {LAUNCH_PLATFORMS.map((p) => {
          const checked = p.id === value;
          return (
            <label
              key={p.id}
              data-platform={p.id}
              className={`relative flex cursor-pointer flex-col gap-3 rounded-xl border p-4 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent has-[:focus-visible]:outline-offset-2 ${
                checked ? 'border-accent bg-accent/10' : 'border-line bg-surface-2 hover:border-accent/50'
              }`}
            >
              <input
                type="radio"
                name="platform"
                value={p.id}
                checked={checked}
                onChange={() => onChange(p.id)}
                className="sr-only"
                aria-describedby={`platform-${p.id}-fee`}
              />
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold">{p.name}</span>
                <span
                  aria-hidden="true"
                  className={`flex size-4 items-center justify-center rounded-full border-2 ${
                    checked ? 'border-accent' : 'border-subtle'
                  }`}
                >
                  {checked && <span className="size-2 rounded-full bg-accent" />}
                </span>
              </span>
              <span id={`platform-${p.id}-fee`} className="font-bold text-2xl tabular-nums">
                {solText(p.feeLamports)}
                <span className="ml-1 font-normal text-muted text-xs">launch fee</span>
              </span>
              <ul className="flex flex-col gap-1.5 text-muted text-xs">
                {p.features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <span aria-hidden="true" className="text-emerald-600 dark:text-emerald-400">
                      ✓
                    </span>
                    <span>{f}</span>
                  </li>
                ))}
              </ul>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
