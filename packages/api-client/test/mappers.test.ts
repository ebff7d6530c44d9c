import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_TYPES,
  CAMPAIGN_TYPES_WIRE,
  ctrFromPercent,
  fromEpoch,
  roundCost,
  toAd,
  toAdInput,
  toBillingType,
  toCampaign,
  toCampaignInputWire,
  toCampaignListRow,
  toCampaignStat,
  toCampaignType,
  toCampaignTypeWire,
  toForecast,
  toFrozenBalanceRow,
  toPage,
  toPageQuery,
  toDeal,
  toRegionNode,
  toAuditEntry,
  toSalesClientDetail,
  toSupportCase,
  toSupportCaseDetail,
  supportCaseAllows,
  toTransaction,
  toWithdraw,
  isAlreadyDecided,
  type CampaignType,
  type CampaignTypeWire,
} from '../src';
import {
  adWire,
  campaignWire,
  dealWire,
  listRowWire,
  salesClientWire,
  strategy,
  supportCaseDetailWire,
  supportCaseWire,
} from './fixtures';

describe('campaign type', () => {
  const table: [CampaignTypeWire, CampaignType][] = [
    ['FULLSCREEN_MEDIA', 'FullscreenMedia'],
    ['REWARDED_VIDEO', 'RewardedVideo'],
    ['TASK', 'Task'],
    ['BOT', 'BotMessageMedia'],
    ['CHAT', 'ChatMessageMedia'],
    ['IN_CHAT_PAGE', 'InChat'],
    ['MAIN_PAGE', 'MainPage'],
  ];
  for (const [wire, ui] of table) {
    it(`server ${wire} <-> UI ${ui}`, () => {
      expect(toCampaignType(wire)).toBe(ui);
      expect(toCampaignTypeWire(ui)).toBe(wire);
    });
  }
  it('covers all seven types both ways', () => {
    expect(CAMPAIGN_TYPES_WIRE.map(toCampaignType)).toEqual(CAMPAIGN_TYPES);
    expect(CAMPAIGN_TYPES.map(toCampaignTypeWire)).toEqual(CAMPAIGN_TYPES_WIRE);
  });
});

describe('statistics', () => {
  it('ctr = server percent / 100, in rows and totals', () => {
    expect(ctrFromPercent(2.5)).toBe(0.025);
    const stat = toCampaignStat({
      slice: 'COUNTRY',
      rows: [
        {
          date: null,
          key: { id: 'RU', name: 'Russia', url: null, icon: null },
          clicks: 5,
          impressions: 200,
          spent: 1,
          cpc: 0.2,
          cpm: 5,
          ctr: 2.5,
        },
      ],
      totals: { clicks: 5, impressions: 200, spent: 1, cpc: 0.2, cpm: 5, ctr: 50 },
    });
    expect(stat.rows[0]).toMatchObject({ key: { id: 'RU' }, ctr: 0.025, clicks: 5 });
    expect(stat.totals.ctr).toBe(0.5);
  });
});

describe('ads', () => {
  it('afLink present -> it is the shown link and the original becomes directLink', () => {
    const ad = toAd(adWire({ link: 'https://acme.example', afLink: 'https://t.adnet/x1' }));
    expect(ad.link).toBe('https://t.adnet/x1');
    expect(ad.directLink).toBe('https://acme.example');
    expect(ad).not.toHaveProperty('afLink');
  });
  it('afLink absent -> the original is the shown link and there is no directLink', () => {
    const ad = toAd(adWire({ link: 'https://acme.example', afLink: null }));
    expect(ad).toMatchObject({ link: 'https://acme.example', directLink: null });
  });
  it('an edited ad sends back the advertiser’s own link, never the tracking link, and assets by cloud id', () => {
    const ad = toAd(adWire({ link: 'https://acme.example', afLink: 'https://t.adnet/x1' }));
    expect(toAdInput(ad)).toMatchObject({ id: 11, link: 'https://acme.example', image: 'img-1', icon: null });
    expect(toAdInput(toAd(adWire({ afLink: null }))).link).toBe('https://acme.example/landing');
  });
});

describe('billing type of a list row', () => {
  it('PAY_PER_CLICK -> cpc', () => {
    expect(toBillingType(strategy({ billingType: 'PAY_PER_CLICK', cpc: 0.1, cpm: null }))).toBe('cpc');
  });
  it('PAY_PER_SHOW with a cpm and no cpc -> cpm', () => {
    expect(toBillingType(strategy({ billingType: 'PAY_PER_SHOW', cpm: 2, cpc: null }))).toBe('cpm');
  });
  it('PAY_PER_SHOW combined with a cpc -> tcpc', () => {
    expect(toBillingType(strategy({ billingType: 'PAY_PER_SHOW', cpm: 2, cpc: 0.3 }))).toBe('tcpc');
  });
  it('PAY_PER_SHOW without a cpm -> tcpc', () => {
    expect(toBillingType(strategy({ billingType: 'PAY_PER_SHOW', cpm: null, cpc: null }))).toBe('tcpc');
  });
  it('the list-row mapper derives it and maps type, date and ctr', () => {
    const row = toCampaignListRow(listRowWire({ billingType: 'PAY_PER_SHOW', cpm: null, cpc: 0.2 }));
    expect(row).toMatchObject({
      billingType: 'tcpc',
      campaignType: 'FullscreenMedia',
      createdAt: new Date('2026-01-01T00:00:00Z'),
      ctr: 0.025,
      sla: null,
    });
  });
});

describe('forecast', () => {
  it('recommended cost is rounded to 2 decimals', () => {
    expect(roundCost(1.005)).toBe(1.01);
    expect(roundCost(0.123_456)).toBe(0.12);
    expect(toForecast({ recommendedCpm: 3.14159, showBudgetWarning: true })).toEqual({
      recommendedCost: 3.14,
      showBudgetWarning: true,
      dailyImpressions: null,
      narrowTargeting: false,
    });
    expect(toForecast({ recommendedCpc: 0.0251, showBudgetWarning: false }).recommendedCost).toBe(0.03);
    expect(toForecast({ showBudgetWarning: false }).recommendedCost).toBeNull();
  });

  it('carries the reach estimate and the narrow-targeting flag when the server sends them', () => {
    expect(
      toForecast({
        recommendedCpc: 0.1,
        showBudgetWarning: false,
        dailyImpressions: 4200,
        narrowTargeting: true,
      }),
    ).toMatchObject({ dailyImpressions: 4200, narrowTargeting: true });
  });
});

describe('money', () => {
  it('transaction title comes from the description and the timestamp (ms) becomes a date', () => {
    expect(
      toTransaction({
        id: 1,
        amount: -5,
        description: 'Campaign 7 spend',
        userId: 2,
        timestamp: 1_767_225_600_000,
      }),
    ).toEqual({
      id: 1,
      amount: -5,
      title: 'Campaign 7 spend',
      userId: 2,
      date: new Date('2026-01-01T00:00:00Z'),
    });
  });
  it('withdraw pages: a 0-based Spring page becomes a 1-based page of withdraws with dates', () => {
    const page = toPage(
      {
        content: [
          {
            id: 4,
            wallet: 'TXYZ',
            amount: 10,
            memoTag: '',
            status: 'PENDING',
            createdEpoch: 1_767_225_600,
            txHash: null,
            rejectReason: null,
          },
        ],
        totalElements: 21,
        totalPages: 2,
        number: 1,
        size: 20,
      },
      toWithdraw,
    );
    expect(page).toEqual({
      items: [expect.objectContaining({ id: 4, createdAt: new Date('2026-01-01T00:00:00Z') })],
      total: 21,
      pageCount: 2,
      page: 2,
      pageSize: 20,
    });
  });
  it('audit lines carry who did it and a date', () => {
    expect(
      toAuditEntry({
        id: 3,
        action: 'DEPOSIT',
        userId: 7,
        actorId: 1,
        actorEmail: 'superuser@demo.adnet',
        targetId: null,
        amount: 25,
        details: 'bonus',
        createdEpoch: 1_767_225_600,
      }),
    ).toEqual({
      id: 3,
      action: 'DEPOSIT',
      userId: 7,
      actorId: 1,
      actorEmail: 'superuser@demo.adnet',
      targetId: null,
      amount: 25,
      details: 'bonus',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
  });
  it('a withdraw decision that came too late is told apart from other failures', () => {
    expect(isAlreadyDecided({ status: 409, data: { error: 'INVALID_STATUS' }, code: 'INVALID_STATUS' })).toBe(
      true,
    );
    expect(isAlreadyDecided({ status: 404, data: null })).toBe(false);
    expect(isAlreadyDecided({ status: 'FETCH_ERROR', error: 'x' })).toBe(false);
  });
  it('frozen-balance rows carry campaignId', () => {
    expect(
      toFrozenBalanceRow({ campaignId: 7, name: 'Spring sale', status: 'ACTIVE', frozenAmount: 12.5 }),
    ).toEqual({
      campaignId: 7,
      name: 'Spring sale',
      status: 'ACTIVE',
      amount: 12.5,
    });
  });
  it('a grid query (page 1, size 20 by default) becomes the wire’s 0-based page', () => {
    expect(toPageQuery()).toEqual({ page: 0, size: 20 });
    expect(toPageQuery({ page: 3, pageSize: 50, orderBy: 'name', order: 'desc' })).toEqual({
      page: 2,
      size: 50,
      sort: 'name,desc',
    });
  });
  it('only the mapper knows the wire: orderBy is a domain field, renamed where the wire differs', () => {
    expect(toPageQuery({ orderBy: 'createdAt' }, { createdAt: 'createdEpoch' })).toEqual({
      page: 0,
      size: 20,
      sort: 'createdEpoch,asc',
    });
    // Filters pass through untouched; no grid name reaches the wire.
    const wire = toPageQuery({ page: 2, pageSize: 10, order: 'desc', status: 'ACTIVE' });
    expect(wire).toEqual({ page: 1, size: 10, status: 'ACTIVE' });
    expect(Object.keys(wire)).not.toContain('pageSize');
    expect(Object.keys(wire)).not.toContain('order');
  });
});

describe('dates', () => {
  it('epoch seconds become dates', () => {
    expect(fromEpoch(1_767_225_600)).toEqual(new Date('2026-01-01T00:00:00Z'));
  });
  it('the campaign detail maps type, dates, ads and billing type', () => {
    const campaign = toCampaign(
      campaignWire({ sla: 1_767_229_200, ads: [adWire({ afLink: 'https://t.adnet/x' })] }),
    );
    expect(campaign).toMatchObject({
      campaignType: 'BotMessageMedia',
      createdAt: new Date('2026-01-01T00:00:00Z'),
      sla: new Date('2026-01-01T01:00:00Z'),
      latestModerationDate: new Date('2026-01-02T00:00:00Z'),
      billingType: 'cpm',
      ads: [{ link: 'https://t.adnet/x', directLink: 'https://acme.example/landing' }],
    });
  });
  it('the create body carries the server’s campaign type', () => {
    const { id: _id, ...rest } = campaignWire();
    const body = toCampaignInputWire({
      name: rest.name,
      campaignType: 'InChat',
      strategy: rest.strategy,
      ads: [],
      targeting: rest.targeting,
    });
    expect(body.campaignType).toBe('IN_CHAT_PAGE');
  });
});

describe('region tree', () => {
  it('nodes keep id, name and getCode, and leaves get an empty children array', () => {
    expect(
      toRegionNode({
        id: 1,
        name: 'Europe',
        getCode: 'EU',
        children: [{ id: 2, name: 'Germany', getCode: 'DE', children: null }],
      }),
    ).toEqual({
      id: 1,
      name: 'Europe',
      getCode: 'EU',
      children: [{ id: 2, name: 'Germany', getCode: 'DE', children: [] }],
    });
  });
});

describe('support cases', () => {
  it("turns a case's epochs into dates and keeps the rest as sent", () => {
    const c = toSupportCase(supportCaseWire({ priority: 'URGENT', assigneeEmail: 'a@b.c', assigneeId: 3 }));
    expect(c.createdAt).toEqual(new Date(1_700_000_000_000));
    expect(c.updatedAt).toEqual(new Date(1_700_003_600_000));
    expect(c).toMatchObject({ priority: 'URGENT', assigneeId: 3, assigneeEmail: 'a@b.c' });
    expect(c).not.toHaveProperty('createdEpoch');
  });

  it('maps the thread and the account, and keeps a missing account as null', () => {
    const detail = toSupportCaseDetail(supportCaseDetailWire());
    expect(detail.messages[0]).toMatchObject({
      authorName: 'Advertiser',
      createdAt: fromEpoch(1_700_000_000),
    });
    expect(detail.messages[0]!.pictures).toEqual([{ cloudId: 'k1', url: '/api/public/files/k1' }]);
    expect(detail.account?.createdAt).toEqual(fromEpoch(1_690_000_000));
    expect(toSupportCaseDetail(supportCaseDetailWire({ account: null })).account).toBeNull();
  });

  it('takes no reply on a closed case and reopens only resolved or closed ones', () => {
    expect(supportCaseAllows('CLOSED', 'reply')).toBe(false);
    expect(supportCaseAllows('PENDING', 'reply')).toBe(true);
    expect(supportCaseAllows('OPEN', 'reopen')).toBe(false);
    expect(supportCaseAllows('RESOLVED', 'reopen')).toBe(true);
  });
});

describe('sales', () => {
  it('dates a deal, with closedAt only once closed', () => {
    expect(toDeal(dealWire()).closedAt).toBeNull();
    const won = toDeal(dealWire({ stage: 'WON', closedEpoch: 1_700_100_000 }));
    expect(won.closedAt).toEqual(fromEpoch(1_700_100_000));
    expect(won.createdAt).toEqual(fromEpoch(1_700_000_000));
  });

  it('maps a client with its notes and deals', () => {
    const c = toSalesClientDetail({ ...salesClientWire(), notes: 'Calls on Tuesdays', deals: [dealWire()] });
    expect(c).toMatchObject({ notes: 'Calls on Tuesdays', balance: 120.5, monthSpent: 310.25 });
    expect(c.deals[0]!.createdAt).toEqual(fromEpoch(1_700_000_000));
    expect(c.createdAt).toEqual(fromEpoch(1_690_000_000));
  });
});
