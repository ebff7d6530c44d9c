import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Card, CopyField, ErrorState, Skeleton } from '@adnet/ui';
import { canWrite } from '../../access/policy';
import { useCurrentUser } from '../../data/hooks';
import { usePersonalToken, useRegenerateToken } from '../../data/api-token';
import { Page } from '../page';
import './api-integration.css';

/**
 * `/api_integration` (role 'Allowed to access via API integration'): the personal token, masked until revealed
 * (while masked it is not in the DOM at all), copy, regenerate after a confirmation that says the old token stops
 * working, and a short example call. Decision (the spec does not say how an integration sends the token): in the
 * `Authorization: Bearer` header, never in a URL; the example uses a shell variable rather than the token itself, so
 * a copied snippet or a screenshot of it carries no secret.
 */
export default function ApiIntegrationPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const token = usePersonalToken();
  const regenerate = useRegenerateToken();
  const origin = window.location.origin;
  const example = [
    `export ADNET_API_TOKEN='…'  # ${t('apiIntegration.example.comment')}`,
    `curl -H "Authorization: Bearer $ADNET_API_TOKEN" \\`,
    `  "${origin}/api/campaigns?page=0&size=20"`,
  ].join('\n');

  return (
    <Page
      title={t('routes.apiIntegration')}
      description={t('apiIntegration.description')}
      className="page-stack"
    >
      <Section
        id="api-token-title"
        title={t('apiIntegration.token.title')}
        description={t('apiIntegration.token.description')}
        className="api-token-body"
      >
        {token.error && !token.data ? (
          <ErrorState
            labels={{
              title: t('apiIntegration.token.error'),
              description: t('errors.tryLater'),
              retry: t('errors.retry'),
            }}
            onRetry={() => void token.mutate()}
            retrying={token.isValidating}
          />
        ) : !token.data ? (
          <Skeleton height={64} aria-label={t('common.loading')} />
        ) : (
          <CopyField
            secret
            value={token.data.personalToken}
            label={t('apiIntegration.token.label')}
            hint={t('apiIntegration.token.hint')}
            labels={{
              copy: t('wallet.copy.copy'),
              copied: t('wallet.copy.copied'),
              failed: t('wallet.copy.failed'),
              show: t('apiIntegration.token.show'),
              hide: t('apiIntegration.token.hide'),
            }}
          />
        )}
        {canWrite(user) ? (
          <div>
            <Button
              variant="outline"
              loading={regenerate.isMutating}
              disabled={!token.data}
              onClick={() => void regenerate.trigger(undefined)}
            >
              {t('apiIntegration.regenerate')}
            </Button>
          </div>
        ) : null}
        <Callout tone="warning">{t('apiIntegration.token.keepSecret')}</Callout>
      </Section>
      <Section
        id="api-example-title"
        title={t('apiIntegration.example.title')}
        description={t('apiIntegration.example.description')}
      >
        <pre className="api-example">
          <code dir="ltr">{example}</code>
        </pre>
      </Section>
    </Page>
  );
}

/** A card of the page: a section titled at h2 (`id` names its title), a sentence under the title, its body. */
function Section({
  id,
  title,
  description,
  className,
  children,
}: {
  id: string;
  title: string;
  description: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Header>
        <Card.Title as="h2" id={id}>
          {title}
        </Card.Title>
        <Card.Description>{description}</Card.Description>
      </Card.Header>
      <Card.Body className={className}>{children}</Card.Body>
    </Card.Root>
  );
}
