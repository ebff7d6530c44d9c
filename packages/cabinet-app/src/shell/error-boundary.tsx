import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorState } from '@adnet/ui';
import type { ErrorReport } from '@adnet/api-client';
import { isChunkLoadError, mayOfferReload, reloadForNewVersion } from '../boot/preload-error';

interface Props {
  report: (report: ErrorReport) => void;
  /** Changing it (the route) clears a caught error. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** The generic 'Something went wrong' screen (spec 2 and 8): it reports the error and offers a way out. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.report({
      type: isChunkLoadError(error) ? 'CHUNK_LOAD_ERROR' : 'RENDER_ERROR',
      event: window.location.pathname,
      data: { error, componentStack: info.componentStack },
    });
  }

  override componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <ErrorScreen error={this.state.error} onRetry={() => this.setState({ error: null })} />;
  }
}

function ErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const newVersion = isChunkLoadError(error) && mayOfferReload();
  return (
    <main id="main" className="app-error">
      <ErrorState
        titleAs="h1"
        labels={{
          title: newVersion ? t('errors.newVersion') : t('errors.somethingWentWrong'),
          description: newVersion ? t('errors.newVersionHint') : t('errors.somethingWentWrongHint'),
          retry: t('errors.retry'),
        }}
        {...(newVersion ? {} : { onRetry })}
      />
      <Button variant={newVersion ? 'solid' : 'outline'} onClick={() => reloadForNewVersion()}>
        {t('errors.reload')}
      </Button>
    </main>
  );
}
