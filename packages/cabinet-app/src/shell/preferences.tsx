import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Select, themeModes, toast, useTheme, type ThemeMode, VisuallyHidden } from '@adnet/ui';
import { changeLanguage, currentLanguage, isLanguage, LANGUAGES } from '../i18n';
import { THEME_LABEL_KEYS } from './preference-labels';

/** Language and theme switchers, on every page (public pages included). */
export function PreferencesBar() {
  const { t } = useTranslation();
  const { mode, setMode } = useTheme();
  const languageId = useId();
  const themeId = useId();
  return (
    <div className="app-preferences">
      <VisuallyHidden id={languageId}>{t('settings.language')}</VisuallyHidden>
      <Select
        size="sm"
        className="app-pref-select"
        aria-labelledby={languageId}
        value={currentLanguage()}
        options={LANGUAGES.map((lng) => ({ value: lng, label: t(`settings.languageNames.${lng}`) }))}
        onValueChange={(value) => {
          if (!isLanguage(value)) return;
          changeLanguage(value).catch(() => toast.error(t('errors.network')));
        }}
      />
      <VisuallyHidden id={themeId}>{t('settings.theme')}</VisuallyHidden>
      <Select
        size="sm"
        className="app-pref-select"
        aria-labelledby={themeId}
        value={mode}
        options={themeModes.map((m) => ({ value: m, label: t(THEME_LABEL_KEYS[m]) }))}
        onValueChange={(value) => setMode(value as ThemeMode)}
      />
    </div>
  );
}
