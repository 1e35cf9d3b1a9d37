import { useEffect } from 'react';
import { appStore, useAtomValue, useSetAtom } from '../../lib/store';
import { setThemeAtom, type ThemePreference, themePreferenceAtom, watchTheme } from './theme';

const NEXT: Record<ThemePreference, ThemePreference> = { dark: 'light', light: 'system', system: 'dark' };
const LABEL: Record<ThemePreference, string> = { dark: 'Dark', light: 'Light', system: 'System' };

/** Keeps the painted theme in step with the OS scheme (for "system") and with other tabs. Mount once. */
export function useThemeSync() {
  const setPref = useSetAtom(themePreferenceAtom);
  useEffect(() => watchTheme(() => appStore.get(themePreferenceAtom), setPref), [setPref]);
}

/** The header's theme control: cycles dark → light → system; its label says the current and next choice. */
export function ThemeToggle() {
  const pref = useAtomValue(themePreferenceAtom);
  const setTheme = useSetAtom(setThemeAtom);
  const next = NEXT[pref];
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      aria-label={`Theme: ${LABEL[pref]}. Switch to ${LABEL[next]}`}
      title={`Theme: ${LABEL[pref]} (click for ${LABEL[next]})`}
      data-theme-preference={pref}
      className="inline-flex size-9 items-center justify-center rounded-xl border border-line bg-surface text-muted transition hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      <ThemeIcon pref={pref} />
    </button>
  );
}

function ThemeIcon({ pref }: { pref: ThemePreference }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <ThemeIconShape pref={pref} />
    </svg>
  );
}

function ThemeIconShape({ pref }: { pref: ThemePreference }) {
  switch (pref) {
    case 'dark':
      return <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />;
    case 'light':
      return (
        <>
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </>
      );
    case 'system':
      return (
        <>
          <rect x="3" y="4" width="18" height="12" rx="2" />
          <path d="M8 20h8M12 16v4" />
        </>
      );
    default: {
      const never: never = pref;
      return never;
    }
  }
}
