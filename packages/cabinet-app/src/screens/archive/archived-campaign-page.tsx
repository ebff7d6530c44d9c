import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Callout, CampaignStatusBadge } from '@adnet/ui';
import { campaignAllows, type Campaign } from '@adnet/api-client';
import { canWrite, isAgencyUser } from '../../access/policy';
import { useCurrentUser } from '../../data/hooks';
import { useCampaignActions } from '../../data/campaigns';
import { useCampaignLifetime } from '../../data/campaign-detail';
import { useFormat } from '../../i18n/format';
import { useActingAs, withActingAs } from '../../shell/acting-as';
import { useCampaignLabels } from '../campaigns/campaign-labels';
import { CampaignSummary } from '../campaigns/campaign-summary';
import { Page } from '../page';
import { ArchivedCampaignFrame, useRouteArchivedCampaign } from './archived-frame';

/**
 * `/archive/campaigns/{id}`: the archived campaign as it was — strategy, targeting, ads — read-only, with its
 * lifetime statistics one link away and a restore (asks first) that brings it back to the campaigns as stopped
 * and opens its page there.
 */
export default function ArchivedCampaignPage() {
  const { t } = useTranslation();
  const campaign = useRouteArchivedCampaign();
  const title = campaign.data?.name ?? t('routes.archiveCampaign');
  const breadcrumbs = [{ label: t('routes.archive'), href: '/archive' }, { label: title }];
  return (
    <ArchivedCampaignFrame query={campaign} title={title} breadcrumbs={breadcrumbs}>
      {(c) => <ArchivedDetails campaign={c} breadcrumbs={breadcrumbs} />}
    </ArchivedCampaignFrame>
  );
}

function ArchivedDetails({
  campaign: c,
  breadcrumbs,
}: {
  campaign: Campaign;
  breadcrumbs: { label: string; href?: string }[];
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const actingAs = useActingAs();
  const labels = useCampaignLabels();
  const { restore } = useCampaignActions();
  const lifetime = useCampaignLifetime(c.id);
  const canRestore = canWrite(user) && !isAgencyUser(user) && campaignAllows(c.status, 'restoreArchive');

  const runRestore = async () => {
    const result = await restore.trigger(c);
    if (result.ok) void navigate(withActingAs(`/campaigns/${c.id}`, actingAs));
  };

  return (
    <Page
      title={c.name}
      className="campaign-page"
      breadcrumbs={breadcrumbs}
      meta={
        <span className="campaign-meta">
          <CampaignStatusBadge status={c.status} labels={labels.statuses} />
          <Badge tone="neutral">{labels.type(c.campaignType)}</Badge>
        </span>
      }
      description={t('campaign.description', { id: c.id, date: fmt.date(c.createdAt) })}
      actions={
        <div className="campaign-actions">
          <Button
            variant="outline"
            onClick={() => void navigate(withActingAs(`/archive/campaigns/${c.id}/view`, actingAs))}
          >
            {t('campaign.archived.statistics')}
          </Button>
          {canRestore ? (
            <Button loading={restore.isMutating} onClick={() => void runRestore()}>
              {t('archive.restore')}
            </Button>
          ) : null}
        </div>
      }
    >
      <Callout tone="info">
        {c.status === 'ARCHIVED' ? t('campaign.archived.readOnly') : t('campaign.archived.notArchived')}
      </Callout>
      <CampaignSummary campaign={c} spent={lifetime.data?.totals.spent ?? null} />
    </Page>
  );
}
