import { MODIFY_TOKEN_CYCLE_MS } from '@solpad/core';
import { useEffect, useState } from 'react';

/** The spec's four steps. */
export const STEPS = ['Select Token', 'Configure', 'Review', 'Execute'] as const;

/**
 * The 4-step indicator. Its highlight cycles 1→4→1 every 3 s (spec §4) while nothing is under way; during a
 * real review or execution it shows that step instead.
 */
export function StepIndicator({ pinned }: { pinned: number | null }) {
  const [cycle, setCycle] = useState(0);
  useEffect(() => {
    if (pinned !== null) return;
    const timer = setInterval(() => setCycle((s) => (s + 1) % STEPS.length), MODIFY_TOKEN_CYCLE_MS);
    return () => clearInterval(timer);
  }, [pinned]);
  const active = pinned ?? cycle;
  return (
    <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Steps" data-testid="step-indicator">
      {STEPS.map((step, i) => (
        <li
          key={step}
          aria-current={i === active ? 'step' : undefined}
          data-active={i === active}
          className={`flex items-center gap-2 rounded-xl border px-3 py-2 text-sm transition ${
            i === active
              ? 'border-accent bg-accent/10 font-semibold text-fg'
              : 'border-line bg-surface text-muted'
          }`}
        >
          <span
            className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs ${
              i === active ? 'bg-accent text-on-accent' : 'bg-surface-2 text-muted'
            }`}
          >
            {i + 1}
          </span>
          {step}
        </li>
      ))}
    </ol>
  );
}
