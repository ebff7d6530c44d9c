import { useTranslation } from 'react-i18next';
import { Badge, Button, Heading, type BadgeTone } from '@adnet/ui';
import type { Campaign } from '@adnet/api-client';
import type { CheckItem, CheckState } from '../../data/campaign-detail';
import { useFormat } from '../../i18n/format';
import { AppLink } from '../../shell/acting-as';

const TONE: Record<CheckState, BadgeTone> = {
  ok: 'success',
  fail: 'danger',
  warn: 'warning',
  pending: 'primary',
  unknown: 'neutral',
};

/**
 * "Why isn't it serving?": one row per check (status, moderation, balance, budget left, bid, targeting), its state
 * said in words (the badge's colour only repeats it) and, where the owner can fix it, the action that does: start
 * (the action recipe's start, passed in), edit (a link to the editor's route), top up (a link to the wallet).
 * `canFix` is false for read-only users and agency users: the fixes are then not offered.
 */
export function ServingChecklist({
  campaign,
  items,
  canFix,
  canTopUp,
  onStart,
  starting,
}: {
  campaign: Campaign;
  items: readonly CheckItem[];
  canFix: boolean;
  canTopUp: boolean;
  onStart: () => void;
  starting: boolean;
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const values = (item: CheckItem) => {
    const v = item.values ?? {};
    const money = (n: unknown) => (typeof n === 'number' ? fmt.money(n) : '');
    return {
      balance: money(v.balance),
      left: money(v.left),
      bid: money(v.bid),
      recommended: money(v.recommended),
      reach: typeof v.reach === 'number' ? fmt.number(v.reach) : '',
      reason: campaign.declineReason ?? t('campaign.noReason'),
    };
  };
  const fix = (item: CheckItem) => {
    if (!canFix || !item.fix) return null;
    switch (item.fix) {
      case 'start':
        return (
          <Button size="sm" onClick={onStart} loading={starting}>
            {t('campaign.checklist.fix.start')}
          </Button>
        );
      case 'edit':
        return (
          <AppLink className="checklist-fix" to={`/campaigns/${campaign.id}/edit`}>
            {t(`campaign.checklist.fix.edit.${item.id}`)}
          </AppLink>
        );
      case 'topUp':
        return canTopUp ? (
          <AppLink className="checklist-fix" to="/wallet">
            {t('campaign.checklist.fix.topUp')}
          </AppLink>
        ) : (
          <span className="campaign-muted">{t('campaign.checklist.fix.askOperator')}</span>
        );
    }
  };
  return (
    <section className="checklist" aria-labelledby="checklist-title" data-testid="checklist">
      <Heading level={2} size="md" id="checklist-title">
        {t('campaign.checklist.title')}
      </Heading>
      <p className="campaign-muted">{t('campaign.checklist.intro')}</p>
      <ul className="checklist-items">
        {items.map((item) => (
          <li key={item.id} data-check={item.id} data-state={item.state}>
            <Badge tone={TONE[item.state]} size="sm">
              {t(`campaign.checklist.state.${item.state}`)}
            </Badge>
            <div className="checklist-text">
              <span className="checklist-name">{t(`campaign.checklist.${item.id}.name`)}</span>
              <span>{t(`campaign.checklist.${item.id}.${item.detail}`, values(item))}</span>
            </div>
            {fix(item)}
          </li>
        ))}
      </ul>
    </section>
  );
}
