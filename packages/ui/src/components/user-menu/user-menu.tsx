import ChevronDown from 'lucide-react/icons/chevron-down';
import LogOut from 'lucide-react/icons/log-out';
import Monitor from 'lucide-react/icons/monitor';
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { themeModes, type ThemeMode } from '../../theme/theme-provider';
import { DropdownMenu } from '../dropdown-menu/dropdown-menu';

/** One language the user can pick. */
export interface UserMenuLanguage {
  /** The host's id of the language (what `onLanguageChange` receives). */
  value: string;
  /** Its name, best in its own language and script ("Русский", "简体中文"). */
  label: string;
  /** BCP 47 tag of the label's language, so screen readers pronounce it right (`ru`, `zh-CN`). */
  lang?: string;
}

/** Texts of {@link UserMenu}, English by default. */
export interface UserMenuLabels {
  /** Read after the e-mail as the trigger's name. @default 'Account menu' */
  menu: string;
  /** Above the e-mail inside the menu. @default 'Signed in as' */
  signedInAs: string;
  /** @default 'Language' */
  language: string;
  /** @default 'Theme' */
  theme: string;
  /** @default 'Light' */
  themeLight: string;
  /** @default 'Dark' */
  themeDark: string;
  /** @default 'System' */
  themeSystem: string;
  /** @default 'Sign out' */
  signOut: string;
}

export const defaultUserMenuLabels: UserMenuLabels = {
  menu: 'Account menu',
  signedInAs: 'Signed in as',
  language: 'Language',
  theme: 'Theme',
  themeLight: 'Light',
  themeDark: 'Dark',
  themeSystem: 'System',
  signOut: 'Sign out',
};

const themeIcons: Record<ThemeMode, ReactNode> = { light: <Sun />, dark: <Moon />, system: <Monitor /> };
const themeLabelKeys = { light: 'themeLight', dark: 'themeDark', system: 'themeSystem' } as const;

export interface UserMenuProps extends Omit<ComponentPropsWithoutRef<'button'>, 'children'> {
  /** The signed-in user's e-mail: on the trigger (unless compact) and at the top of the menu. */
  email: string;
  /** The user's name, above the e-mail in the menu. */
  name?: string;
  /** Languages to choose from; the section shows when these and `onLanguageChange` are given. */
  languages?: readonly UserMenuLanguage[];
  /** The current language's `value`. */
  language?: string;
  onLanguageChange?: (value: string) => void;
  /** The current theme mode (`useTheme().mode`); the section shows when `onThemeModeChange` is given. */
  themeMode?: ThemeMode;
  onThemeModeChange?: (mode: ThemeMode) => void;
  /** Theme modes offered, in order. @default ['light', 'dark', 'system'] */
  themeModes?: readonly ThemeMode[];
  /** Runs when "Sign out" is chosen (after the menu closes). */
  onSignOut: () => void;
  /**
   * Only the avatar on the trigger; the e-mail stays its accessible name. Automatic in `MobileLayout`'s top bar,
   * so the 390 px bar keeps room for the brand.
   */
  compact?: boolean;
  /** More `DropdownMenu.Item`s (profile, API token), placed before "Sign out". */
  children?: ReactNode;
  labels?: Partial<UserMenuLabels>;
  /** Which side of the trigger the menu lines up with. @default 'end' */
  align?: 'start' | 'center' | 'end';
}

/**
 * The signed-in user's menu for the top bar, on Radix DropdownMenu: one button (avatar and e-mail) opens the
 * e-mail, a language choice, a theme choice and "Sign out". The controls that used to sit side by side in the bar
 * collapse into it, so a phone's bar has room for the brand.
 *
 * Keyboard: Enter, Space or ArrowDown opens it on the first item; arrows, Home and End move; Enter or Space
 * chooses; Escape closes and focus returns to the button. A choice closes the menu.
 *
 * ```tsx
 * const { mode, setMode } = useTheme();
 * <UserMenu
 *   email={user.email}
 *   languages={[{ value: 'en', label: 'English', lang: 'en' }, { value: 'ru', label: 'Русский', lang: 'ru' }]}
 *   language={language}
 *   onLanguageChange={changeLanguage}
 *   themeMode={mode}
 *   onThemeModeChange={setMode}
 *   onSignOut={signOut}
 *   labels={{ menu: t('nav.accountMenu'), signOut: t('nav.signOut') }}
 * />
 * ```
 */
export const UserMenu = forwardRef<HTMLButtonElement, UserMenuProps>(function UserMenu(
  {
    email,
    name,
    languages,
    language,
    onLanguageChange,
    themeMode,
    onThemeModeChange,
    themeModes: offeredModes = themeModes,
    onSignOut,
    compact = false,
    children,
    labels: labelsProp,
    align = 'end',
    className,
    ...trigger
  },
  ref,
) {
  const labels = { ...defaultUserMenuLabels, ...labelsProp };
  const id = useId();
  const languageLabelId = `${id}-language`;
  const themeLabelId = `${id}-theme`;
  const initial = Array.from((name || email).trim())[0]?.toLocaleUpperCase() ?? '?';
  const showLanguages = languages !== undefined && languages.length > 0 && onLanguageChange !== undefined;
  const showThemes = onThemeModeChange !== undefined && offeredModes.length > 0;

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <button
          ref={ref}
          type="button"
          data-slot="user-menu-trigger"
          data-compact={compact || undefined}
          className={cx('adn-UserMenu-trigger', className)}
          {...trigger}
        >
          <span className="adn-UserMenu-avatar" aria-hidden="true">
            {initial}
          </span>
          <span className="adn-UserMenu-email" data-slot="user-menu-email">
            {email}
          </span>
          <span className="adn-visually-hidden">{labels.menu}</span>
          <ChevronDown className="adn-UserMenu-chevron" aria-hidden="true" />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align={align} className="adn-UserMenu" data-slot="user-menu">
        <div className="adn-UserMenu-identity" data-slot="user-menu-identity">
          <span className="adn-UserMenu-identity-caption">{labels.signedInAs}</span>
          {name ? <span className="adn-UserMenu-name">{name}</span> : null}
          <span className="adn-UserMenu-identity-email">{email}</span>
        </div>
        {showLanguages && (
          <>
            <DropdownMenu.Separator />
            <DropdownMenu.Label id={languageLabelId}>{labels.language}</DropdownMenu.Label>
            <DropdownMenu.RadioGroup
              aria-labelledby={languageLabelId}
              value={language ?? ''}
              onValueChange={(value) => onLanguageChange(value)}
            >
              {languages.map((option) => (
                <DropdownMenu.RadioItem key={option.value} value={option.value} lang={option.lang}>
                  {option.label}
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
          </>
        )}
        {showThemes && (
          <>
            <DropdownMenu.Separator />
            <DropdownMenu.Label id={themeLabelId}>{labels.theme}</DropdownMenu.Label>
            <DropdownMenu.RadioGroup
              aria-labelledby={themeLabelId}
              value={themeMode ?? ''}
              onValueChange={(value) => onThemeModeChange(value as ThemeMode)}
            >
              {offeredModes.map((mode) => (
                <DropdownMenu.RadioItem key={mode} value={mode}>
                  <span className="adn-UserMenu-item-icon" aria-hidden="true">
                    {themeIcons[mode]}
                  </span>
                  {labels[themeLabelKeys[mode]]}
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
          </>
        )}
        <DropdownMenu.Separator />
        {children}
        <DropdownMenu.Item icon={<LogOut />} onSelect={() => onSignOut()} data-slot="user-menu-sign-out">
          {labels.signOut}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
});
UserMenu.displayName = 'UserMenu';
