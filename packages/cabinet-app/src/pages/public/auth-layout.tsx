import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@adnet/ui';
import { PreferencesBar } from '../../shell/lazy-preferences';

/** The frame of every public page: brand, the form card, and the language and theme switchers. */
export function AuthLayout({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  return (
    <div className="auth-page">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="auth-top">
        <span className="auth-brand">{t('app.name')}</span>
        <PreferencesBar />
      </header>
      <main id="main" className="auth-main">
        <Card className="auth-card">
          <h1 className="auth-title">{title}</h1>
          {children}
        </Card>
        {footer ? <div className="auth-footer">{footer}</div> : null}
      </main>
    </div>
  );
}
