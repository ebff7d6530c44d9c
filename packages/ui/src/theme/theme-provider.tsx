import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/** The modes a user can choose. `system` follows the operating system's `prefers-color-scheme`. */
export const themeModes = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof themeModes)[number];
/** What is actually applied: `system` always resolves to one of these. */
export type ResolvedTheme = 'light' | 'dark';

/**
 * Storage key used when the host passes none. The spec keeps the real key unpublished, so hosts that must share a
 * key with another app pass their own `storageKey`.
 */
export const DEFAULT_THEME_STORAGE_KEY = 'adn-theme-mode';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Narrows an unknown stored value to a theme mode. */
export function isThemeMode(value: unknown): value is ThemeMode {
  return typeof value === 'string' && (themeModes as readonly string[]).includes(value);
}

/** `window.localStorage`, or nothing: even reading the property throws where storage is blocked. */
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored mode, or null when none, unreadable (private mode, blocked storage) or not a mode. */
export function readStoredThemeMode(storageKey: string): ThemeMode | null {
  try {
    const value = storage()?.getItem(storageKey);
    return isThemeMode(value) ? value : null;
  } catch {
    return null;
  }
}

/** Stores the mode; a failing storage (quota, Safari private mode) only loses persistence, never the choice. */
function writeStoredThemeMode(storageKey: string, mode: ThemeMode): void {
  try {
    storage()?.setItem(storageKey, mode);
  } catch {
    // The mode still applies for this session.
  }
}

function subscribeToSystemTheme(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function systemTheme(): ResolvedTheme {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'light';
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

const serverSystemTheme = (): ResolvedTheme => 'light';

// useLayoutEffect applies the theme before paint (no flash of the wrong theme); it warns on the server.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** What `useTheme()` returns. */
export interface ThemeContextValue {
  /** The mode the user chose (or the default). */
  mode: ThemeMode;
  /** The theme applied to the page: `mode`, with `system` resolved through `prefers-color-scheme`. */
  resolvedTheme: ResolvedTheme;
  /** Chooses a mode, applies it and stores it under the provider's `storageKey`. */
  setMode: (mode: ThemeMode) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  children?: ReactNode;
  /**
   * The `localStorage` key the chosen mode is kept under. Hosts choose it so two apps on one origin do not share
   * (or do share, on purpose) a theme.
   * @default 'adn-theme-mode'
   */
  storageKey?: string;
  /**
   * Mode used while nothing is stored.
   * @default 'system'
   */
  defaultMode?: ThemeMode;
  /**
   * Element that receives `data-theme` (always `light` or `dark`) and `color-scheme`. The tokens apply to it and
   * everything inside it.
   * @default document.documentElement
   */
  target?: HTMLElement | null;
}

/**
 * Applies the light or dark theme to the root element (`data-theme`), keeps the user's mode in `localStorage`
 * under `storageKey`, follows `prefers-color-scheme` live while the mode is `system`, and follows changes made
 * in other tabs. Read and change the mode with {@link useTheme}.
 *
 * @example
 * ```tsx
 * <ThemeProvider storageKey="cabinet-theme">
 *   <App />
 * </ThemeProvider>
 * ```
 */
export function ThemeProvider({
  children,
  storageKey = DEFAULT_THEME_STORAGE_KEY,
  defaultMode = 'system',
  target,
}: ThemeProviderProps) {
  const [mode, setModeState] = useState<ThemeMode>(() => readStoredThemeMode(storageKey) ?? defaultMode);
  const system = useSyncExternalStore(subscribeToSystemTheme, systemTheme, serverSystemTheme);
  const resolvedTheme: ResolvedTheme = mode === 'system' ? system : mode;

  const setMode = useCallback(
    (next: ThemeMode) => {
      setModeState(next);
      writeStoredThemeMode(storageKey, next);
    },
    [storageKey],
  );

  // Another tab changed the mode: follow it, so two open cabinets never disagree.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKey) return;
      setModeState(isThemeMode(event.newValue) ? event.newValue : defaultMode);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storageKey, defaultMode]);

  useIsomorphicLayoutEffect(() => {
    const element = target === undefined ? document.documentElement : target;
    if (!element) return;
    element.setAttribute('data-theme', resolvedTheme);
    // Native controls, scrollbars and form autofill follow the theme too.
    element.style.setProperty('color-scheme', resolvedTheme);
  }, [resolvedTheme, target]);

  const value = useMemo(() => ({ mode, resolvedTheme, setMode }), [mode, resolvedTheme, setMode]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
ThemeProvider.displayName = 'ThemeProvider';

/**
 * The current theme mode, the theme actually applied, and `setMode`. Must be called inside a
 * {@link ThemeProvider}.
 */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme() must be used inside <ThemeProvider>.');
  return value;
}
