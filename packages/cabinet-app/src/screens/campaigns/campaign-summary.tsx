import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Heading, Skeleton } from '@adnet/ui';
import type { Campaign } from '@adnet/api-client';
import { useFormat } from '../../i18n/format';
import { AdList } from '../internal/ad-list';
import { useCampaignLabels } from './campaign-labels';

/** Placeholders of a campaign page's sections while its campaign loads (see `DetailFrame`). */
export function CampaignSkeleton() {
  return (
    <>
      <Skeleton shape="rect" height={120} />
      <Skeleton shape="rect" height={240} />
    </>
  );
}

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'campaign-fact-wide' : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * What a campaign is: its strategy (billing, budget, bid, and the budget left when known), a summary of its
 * targeting, and its ads as users see them. Read-only; shared by the campaign page and the archived campaign page.
 */
export function CampaignSummary({ campaign: c, spent }: { campaign: Campaign; spent?: number | null }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const labels = useCampaignLabels();
  const tg = c.targeting;
  const languageNames = useMemo(
    () => new Intl.DisplayNames([fmt.locale], { type: 'language' }),
    [fmt.locale],
  );
  const any = t('campaign.targeting.any');
  const choice = (value: boolean | null | undefined, only: string, without: string) =>
    value === null || value === undefined ? any : value ? only : without;
  const count = (ids: readonly number[] | undefined, key: string) =>
    ids && ids.length ? t(key, { count: ids.length }) : any;
  const language = (code: string) => {
    try {
      return languageNames.of(code) ?? code;
    } catch {
      return code;
    }
  };

  return (
    <>
      <div className="campaign-summary">
        <Card className="campaign-card">
          <Heading level={2} size="sm">
            {t('campaign.strategy.title')}
          </Heading>
          <dl className="campaign-facts">
            <Fact label={t('campaign.strategy.billing')}>{labels.billing(c.billingType)}</Fact>
            <Fact label={t('campaign.strategy.budget')}>{fmt.money(c.strategy.budget)}</Fact>
            {c.strategy.cpm !== null ? (
              <Fact label={t('campaign.strategy.cpm')}>{fmt.price(c.strategy.cpm)}</Fact>
            ) : null}
            {c.strategy.cpc !== null ? (
              <Fact label={t('campaign.strategy.cpc')}>{fmt.price(c.strategy.cpc)}</Fact>
            ) : null}
            {spent !== undefined && spent !== null ? (
              <>
                <Fact label={t('campaign.strategy.spent')}>{fmt.money(spent)}</Fact>
                <Fact label={t('campaign.strategy.left')}>
                  <span data-testid="budget-left">{fmt.money(Math.max(0, c.strategy.budget - spent))}</span>
                </Fact>
              </>
            ) : null}
            <Fact label={t('campaign.strategy.created')}>{fmt.dateTime(c.createdAt)}</Fact>
          </dl>
        </Card>
        <Card className="campaign-card">
          <Heading level={2} size="sm">
            {t('campaign.targeting.title')}
          </Heading>
          <dl className="campaign-facts">
            <Fact label={t('campaign.targeting.regions')}>
              {count(tg.regions, 'campaign.targeting.regionCount')}
            </Fact>
            <Fact label={t('campaign.targeting.languages')}>
              {tg.languages.length ? tg.languages.map(language).join(', ') : any}
            </Fact>
            <Fact label={t('campaign.targeting.platform')}>
              {t(`campaign.targeting.platformType.${tg.platformType}`)}
            </Fact>
            <Fact label={t('campaign.targeting.premium')}>
              {choice(tg.isTelegramPremium, t('campaign.targeting.only'), t('campaign.targeting.without'))}
            </Fact>
            <Fact label={t('campaign.targeting.vpn')}>
              {choice(tg.vpn, t('campaign.targeting.only'), t('campaign.targeting.without'))}
            </Fact>
            {tg.walletTargeting !== undefined ? (
              <Fact label={t('campaign.targeting.wallet')}>
                {choice(tg.walletTargeting, t('campaign.targeting.only'), t('campaign.targeting.without'))}
              </Fact>
            ) : null}
            {tg.publishers !== undefined ? (
              <Fact label={t('campaign.targeting.publishers')}>
                {count(tg.publishers, 'campaign.targeting.publisherCount')}
              </Fact>
            ) : null}
            {tg.categories !== undefined ? (
              <Fact label={t('campaign.targeting.categories')}>
                {count(tg.categories, 'campaign.targeting.categoryCount')}
              </Fact>
            ) : null}
            <Fact label={t('campaign.targeting.segments')}>
              {count(tg.segments, 'campaign.targeting.segmentCount')}
            </Fact>
            {tg.excludedSegments?.length ? (
              <Fact label={t('campaign.targeting.excluded')}>
                {t('campaign.targeting.segmentCount', { count: tg.excludedSegments.length })}
              </Fact>
            ) : null}
          </dl>
        </Card>
      </div>
      <section className="campaign-ads" aria-labelledby="campaign-ads-title">
        <Heading level={2} size="md" id="campaign-ads-title">
          {t('campaign.ads.title', { count: c.ads.length })}
        </Heading>
        {c.ads.length === 0 ? (
          <p className="campaign-muted">{t('campaign.ads.none')}</p>
        ) : (
          <AdList
            type={c.campaignType}
            ads={c.ads}
            className="campaign-ad-list"
            linkClass="campaign-ad-link"
            blacklisted={t('campaign.ads.blacklisted')}
          />
        )}
      </section>
    </>
  );
}
