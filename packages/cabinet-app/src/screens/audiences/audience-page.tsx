import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../list-frame';
import {
  AudienceStatusBadge,
  Button,
  Callout,
  Card,
  CampaignStatusBadge,
  TimeSeriesChart,
  type DataGridColumn,
} from '@adnet/ui';
import { audienceWarning, type AudienceCampaign, type AudienceDetail } from '@adnet/api-client';
import { canManageAudiences } from '../../access/policy';
import { useCurrentUser } from '../../data/hooks';
import { useAudience, useAudienceActions } from '../../data/audiences';
import { useFormat } from '../../i18n/format';
import { AppLink, useActingAs, withActingAs } from '../../shell/acting-as';
import { useCampaignLabels } from '../campaigns/campaign-labels';
import { Page } from '../page';
import { useRouteId } from '../../shell/route-id';
import { AudienceFrame } from './audience-frame';
import { useAudienceLabels } from './audience-labels';
import { AudienceRule } from './audience-rule';
import './audiences.css';

/**
 * `/audiences/{id}`: the audience's kind, rule, size against the minimum, status (with what it means for
 * campaigns), its size over the last 30 days and the campaigns that use it; edit and delete for the owner. The
 * page polls while the audience is building.
 */
export default function AudiencePage() {
  const { t } = useTranslation();
  const audience = useAudience(useRouteId());
  const title = audience.data?.name ?? t('routes.audience');
  const breadcrumbs = [{ label: t('routes.audiences'), href: '/audiences' }, { label: title }];

  return (
    <AudienceFrame query={audience} title={title} breadcrumbs={breadcrumbs}>
      {(a) => <AudienceDetails audience={a} breadcrumbs={breadcrumbs} />}
    </AudienceFrame>
  );
}

function AudienceDetails({
  audience: a,
  breadcrumbs,
}: {
  audience: AudienceDetail;
  breadcrumbs: { label: string; href?: string }[];
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const actingAs = useActingAs();
  const labels = useAudienceLabels();
  const campaignLabels = useCampaignLabels();
  const { remove } = useAudienceActions();
  const writable = canManageAudiences(user);
  const warning = audienceWarning(a);

  const columns = useMemo<DataGridColumn<AudienceCampaign>[]>(
    () => [
      {
        id: 'name',
        header: t('audiences.detail.campaignColumns.name'),
        value: (c) => c.name,
        cell: (c) => <AppLink to={withActingAs(`/campaigns/${c.id}`, actingAs)}>{c.name}</AppLink>,
        sortable: true,
        hideable: false,
        card: 'title',
      },
      {
        id: 'status',
        header: t('audiences.detail.campaignColumns.status'),
        value: (c) => c.status,
        cell: (c) => <CampaignStatusBadge status={c.status} labels={campaignLabels.statuses} size="sm" />,
        sortable: true,
      },
      {
        id: 'how',
        header: t('audiences.detail.campaignColumns.how'),
        value: (c) => (c.excluded ? 1 : 0),
        cell: (c) => (c.excluded ? t('audiences.detail.excluded') : t('audiences.detail.included')),
        sortable: true,
      },
    ],
    [actingAs, campaignLabels, t],
  );

  const history = useMemo(
    // The chart draws statistics metrics; an audience's size is a count, drawn as the `impressions` series
    // under the name "Size" (the metric's unit and formatting are a count's).
    () => a.sizeHistory.map((p) => ({ date: p.date, impressions: p.size })),
    [a.sizeHistory],
  );

  return (
    <Page
      title={a.name}
      className="audience-page"
      breadcrumbs={breadcrumbs}
      meta={<AudienceStatusBadge status={a.status} labels={labels.statuses} />}
      description={labels.kind(a.kind)}
      actions={
        writable ? (
          <>
            <Button
              variant="outline"
              onClick={() => void navigate(withActingAs(`/audiences/${a.id}/edit`, actingAs))}
            >
              {t('audiences.actions.edit')}
            </Button>
            <Button
              variant="outline"
              tone="danger"
              onClick={() =>
                void remove.trigger(a).then((r) => {
                  if (r.ok) void navigate(withActingAs('/audiences', actingAs));
                })
              }
            >
              {t('audiences.actions.delete')}
            </Button>
          </>
        ) : null
      }
    >
      {a.upload ? (
        <Callout tone="info" announce="polite">
          {t('audiences.detail.uploading', {
            file: a.upload.fileName,
            received: fmt.number(a.upload.received),
          })}
        </Callout>
      ) : null}
      {warning === 'BUILDING' && !a.upload ? (
        <Callout tone="info" announce="polite">
          {t('audiences.detail.building')}
        </Callout>
      ) : null}
      {warning === 'TOO_SMALL' ? (
        <Callout tone="warning">
          {t('audiences.detail.tooSmall', { size: fmt.number(a.size), minSize: fmt.number(a.minSize) })}
        </Callout>
      ) : null}
      {warning === 'FAILED' ? (
        // The upload is done again on the edit page (a new file replaces the list): the way there is on the notice.
        // Who may not edit is told who can.
        <Callout
          tone="danger"
          action={
            writable ? (
              <Button onClick={() => void navigate(withActingAs(`/audiences/${a.id}/edit`, actingAs))}>
                {t('audiences.detail.uploadAgain')}
              </Button>
            ) : undefined
          }
        >
          {writable ? t('audiences.detail.failed') : t('audiences.detail.failedReadOnly')}
        </Callout>
      ) : null}

      <Card className="audience-summary">
        <dl className="audience-facts">
          <div>
            <dt>{t('audiences.detail.size')}</dt>
            <dd>{t('audiences.detail.users', { size: fmt.number(a.size) })}</dd>
          </div>
          <div>
            <dt>{t('audiences.detail.minSize')}</dt>
            <dd>{t('audiences.detail.users', { size: fmt.number(a.minSize) })}</dd>
          </div>
          <div>
            <dt>{t('audiences.detail.kind')}</dt>
            <dd>{labels.kind(a.kind)}</dd>
          </div>
          <div className="audience-facts-wide">
            <dt>{t('audiences.detail.rule')}</dt>
            <dd>
              <AudienceRule audience={a} />
            </dd>
          </div>
          <div>
            <dt>{t('audiences.detail.created')}</dt>
            <dd>{fmt.dateTime(a.createdAt)}</dd>
          </div>
          <div>
            <dt>{t('audiences.detail.updated')}</dt>
            <dd>{fmt.dateTime(a.updatedAt)}</dd>
          </div>
        </dl>
      </Card>

      <TimeSeriesChart
        title={t('audiences.detail.history')}
        data={history}
        metrics={['impressions']}
        metricLabels={{ impressions: t('audiences.detail.size') }}
        height={220}
        // The statistics charts' wording (their texts are not loaded here): one "Show as a table" in the cabinet.
        labels={{
          empty: t('audiences.detail.historyEmpty'),
          showTable: t('audiences.detail.historyChart.showTable'),
          hideTable: t('audiences.detail.historyChart.hideTable'),
          date: t('audiences.detail.historyChart.date'),
          loading: t('audiences.detail.historyChart.loading'),
          keyboardHint: t('audiences.detail.historyChart.keyboardHint'),
        }}
      />

      <section className="audience-campaigns" aria-labelledby="audience-campaigns-title">
        <h2 id="audience-campaigns-title" className="audience-section-title">
          {t('audiences.detail.campaigns')}
        </h2>
        <DataGrid
          caption={t('audiences.detail.campaignsCaption')}
          mode="client"
          columns={columns}
          data={a.campaigns}
          getRowId={(c) => String(c.id)}
          getRowLabel={(c) => c.name}
          labels={{ emptyHint: t('audiences.detail.campaignsEmpty') }}
        />
      </section>
    </Page>
  );
}
