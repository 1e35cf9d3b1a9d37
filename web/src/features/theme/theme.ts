import { STORAGE_KEYS } from '@solpad/core';
import { atom } from '../../lib/store';

/** What the user chose (spec §2: light, dark, system; default dark). */
export type ThemePreference = 'light' | 'dark' | 'system';
/** What is painted. */
export type ResolvedTheme = 'light' | 'dark';

export const THEME_PREFERENCES = ['dark', 'light', 'system'] as const satisfies readonly ThemePreference[];
export const DEFAULT_THEME: ThemePreference = 'dark';

/** `<meta name="theme-color">` per painted theme: the app background of styles.css. */
const THEME_COLOR: Record<ResolvedTheme, string> = { dark: '#0a0a0a', light: '#f7f7fb' };
const DARK_QUERY = '(prefers-color-scheme: dark)';

function isPreference(v: unknown): v is ThemePreference {
  return v === 'light' || v === 'dark' || v === 'system';
}

/** The stored preference; anything missing, unknown or unreadable (storage disabled) means the default. */
export function readThemePreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.theme);
    return isPreference(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function resolveTheme(pref: ThemePreference): ResolvedTheme {
  if (pref !== 'system') return pref;
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/**
 * Paints `pref`: the `dark`/`light` class on <html> (tailwind's dark variant and the colour variables key on
 * it), and the meta tags the browser uses for its own chrome. index.html runs the same logic inline before
 * first paint; this keeps it right afterwards.
 */
export function applyTheme(pref: ThemePreference): ResolvedTheme {
  const resolved = resolveTheme(pref);
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.classList.toggle('light', resolved === 'light');
  root.style.colorScheme = resolved;
  document.querySelector('meta[name="color-scheme"]')?.setAttribute('content', resolved);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[resolved]);
  return resolved;
}

/** The preference, read once at start. Write it through `setThemeAtom`. */
export const themePreferenceAtom = atom<ThemePreference>(readThemePreference());

/** Stores and paints a new preference. */
export const setThemeAtom = atom(null, (_get, set, pref: ThemePreference) => {
  set(themePreferenceAtom, pref);
  try {
    localStorage.setItem(STORAGE_KEYS.theme, pref);
  } catch {
    // Storage can be disabled (private mode, policy): the choice still holds for this page's life.
  }
  applyTheme(pref);
});

/** Watches what can change the painted theme behind our back: the OS scheme and another tab's choice. */
export function watchTheme(getPref: () => ThemePreference, onOtherTab: (p: ThemePreference) => void) {
  const media = window.matchMedia(DARK_QUERY);
  const onMedia = () => {
    if (getPref() === 'system') applyTheme('system');
  };
  const onStorage = (e: StorageEvent) => {
    if (e.key !== STORAGE_KEYS.theme) return;
    const next = isPreference(e.newValue) ? e.newValue : DEFAULT_THEME;
    onOtherTab(next);
    applyTheme(next);
  };
  media.addEventListener('change', onMedia);
  window.addEventListener('storage', onStorage);
  return () => {
    media.removeEventListener('change', onMedia);
    window.removeEventListener('storage', onStorage);
  };
}
