import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import i18next from 'i18next';
import type { CampaignListRowWire } from '@adnet/api-client';
import { FixtureAnswer, type FixtureRoutes } from './fixture-api';
import { campaignDetail, campaignRows, campaignStat, pageOf, signedIn, signedOut } from './fixtures';
import { DESKTOP, LOCALE, PHONE, expectHeading, screenAt, screenMeta, waitOptions } from './screen-story';
import type { Lang, ScreenStory as Story, Size } from './screen-story';

/**
 * The cabinet's screens from fixture data, in the toolbar's theme and language, at 1280 and 390 px. Each story
 * renders the whole app (shell, guards, page) with the real client and page recipe; only the network is a fixture.
 */
export default {
  title: 'Screens',
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta;

const ROWS = campaignRows(46);
const FAILED = new FixtureAnswer(500, { error: 'INTERNAL', message: 'boom' });
const ARCHIVED = campaignRows(9, ['ARCHIVED']);

/** The campaigns list's calls, and the list queries the page sent (to check the recipe's wire query). */
function campaignsApi(rows: CampaignListRowWire[] = ROWS) {
  const queries: URLSearchParams[] = [];
  const routes: FixtureRoutes = {
    ...signedIn(),
    'GET /api/campaigns': ({ query }) => {
      queries.push(query);
      return pageOf(rows, query);
    },
    'GET /api/archive/campaigns': ({ query }) => pageOf(ARCHIVED, query),
  };
  return { routes, queries };
}

// ---- Sign-in -------------------------------------------------------------------------------------------------

const login = (lang: Lang, size: Size): Story => ({
  ...screenAt('/login', signedOut, lang, size),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectHeading(canvas, i18next.t('login.title'), 1);
    await expect(canvas.getByRole('textbox', { name: i18next.t('login.email') })).toBeVisible();
    await expect(document.documentElement.lang).toBe(LOCALE[lang]);
  },
});
export const Login = login('en', DESKTOP);
export const LoginRu = login('ru', DESKTOP);
export const LoginCn = login('cn', DESKTOP);
export const LoginPhone = login('en', PHONE);
export const LoginPhoneRu = login('ru', PHONE);
export const LoginPhoneCn = login('cn', PHONE);

// ---- Campaigns list ------------------------------------------------------------------------------------------

const campaigns = (lang: Lang, size: Size): Story => {
  const api = campaignsApi();
  return {
    ...screenAt('/campaigns', api.routes, lang, size),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expectHeading(canvas, i18next.t('routes.campaigns'), 1);
      // The first page of the newest campaigns, 20 a page; the wire query is 0-based.
      await expect(await canvas.findByRole('link', { name: ROWS[0]!.name }, waitOptions)).toBeVisible();
      await waitFor(
        () => expect(canvasElement.querySelectorAll('a.campaign-name')).toHaveLength(20),
        waitOptions,
      );
      const query = api.queries.at(-1)!;
      await expect(query.get('page')).toBe('0');
      await expect(query.get('size')).toBe('20');
    },
  };
};
export const CampaignsList = campaigns('en', DESKTOP);
export const CampaignsListRu = campaigns('ru', DESKTOP);
export const CampaignsListCn = campaigns('cn', DESKTOP);
export const CampaignsListPhone = campaigns('en', PHONE);
export const CampaignsListPhoneRu = campaigns('ru', PHONE);
export const CampaignsListPhoneCn = campaigns('cn', PHONE);

/** While the first page loads: the frame and skeleton rows, marked busy. */
export const CampaignsListLoading: Story = {
  ...screenAt('/campaigns', campaignsApi().routes, 'en', DESKTOP, { delay: 'never' }),
  play: async ({ canvasElement, globals }) => {
    // Self never answers either: the app's own loader is what shows, announced as busy.
    await waitFor(
      () => expect(canvasElement.querySelector('[role="status"]:not([hidden])')).not.toBeNull(),
      waitOptions,
    );
    await expect(document.documentElement.dataset.theme).toBe(globals.theme);
  },
};

/** A new account: no campaign yet, and the way to create one. */
export const CampaignsListEmpty: Story = {
  ...screenAt('/campaigns', campaignsApi([]).routes),
  play: async ({ canvasElement }) => {
    await expectHeading(within(canvasElement), i18next.t('campaigns.empty.title'));
  },
};

/** The list call fails: a translated error with a retry, the page around it intact. */
export const CampaignsListError: Story = {
  ...screenAt('/campaigns', { ...campaignsApi().routes, 'GET /api/campaigns': () => FAILED }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: i18next.t('errors.retry') }, waitOptions),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: i18next.t('routes.campaigns') }),
    ).toBeVisible();
  },
};

// ---- Archive -------------------------------------------------------------------------------------------------

const archive = (lang: Lang, size: Size): Story => ({
  ...screenAt('/archive', campaignsApi().routes, lang, size),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: ARCHIVED[0]!.name }, waitOptions)).toBeVisible();
  },
});
/** Judged by axe in both themes like every story: desktop in English, a phone in Chinese (the longest labels). */
export const Archive = archive('en', DESKTOP);
export const ArchivePhoneCn = archive('cn', PHONE);

// ---- Campaign page -------------------------------------------------------------------------------------------

const CAMPAIGN = campaignDetail();

/** The campaign page's calls (the campaign, its statistics, the balance, the forecast) and the statistics queries. */
function campaignApi(overrides: FixtureRoutes = {}) {
  const statQueries: URLSearchParams[] = [];
  const routes: FixtureRoutes = {
    ...signedIn(),
    'GET /api/campaigns/{id}': ({ params }) =>
      Number(params.id) === CAMPAIGN.id ? CAMPAIGN : new FixtureAnswer(404, { error: 'NOT_FOUND' }),
    'GET /api/statistics/campaignstat': ({ query }) => {
      statQueries.push(query);
      return campaignStat(query);
    },
    'GET /api/statistics/campaignstat/archive/{id}': () =>
      campaignStat(new URLSearchParams({ startdate: '2026-11-01', enddate: '2026-11-14' }), 1),
    'GET /api/user/balance': () => ({ balance: 0, frozenBalance: 0, currency: 'USDT' }),
    'GET /api/campaigns/forecast/{variant}': () => ({
      recommendedCpm: 1.4,
      showBudgetWarning: false,
      dailyImpressions: 42_000,
      narrowTargeting: false,
    }),
    ...overrides,
  };
  return { routes, statQueries };
}

const campaignPage = (lang: Lang, size: Size): Story => {
  const api = campaignApi();
  return {
    ...screenAt(`/campaigns/${CAMPAIGN.id}`, api.routes, lang, size),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expectHeading(canvas, CAMPAIGN.name, 1);
      // Stopped with an empty balance: the checklist names both, each with its fix.
      const checklist = await canvas.findByTestId('checklist', {}, waitOptions);
      await waitFor(
        () =>
          expect(checklist.querySelector('[data-check="balance"]')?.getAttribute('data-state')).toBe('fail'),
        waitOptions,
      );
      await expect(checklist.querySelector('[data-check="status"]')?.getAttribute('data-state')).toBe('fail');
      await expect(checklist.querySelector('[data-check="bid"]')?.getAttribute('data-state')).toBe('warn');
      // The statistics module counts this campaign only.
      await waitFor(() => expect(api.statQueries.length).toBeGreaterThan(0), waitOptions);
      await expect(api.statQueries.every((q) => q.get('campaignIds') === String(CAMPAIGN.id))).toBe(true);
    },
  };
};
export const CampaignPage = campaignPage('en', DESKTOP);
export const CampaignPageRu = campaignPage('ru', DESKTOP);
export const CampaignPageCn = campaignPage('cn', DESKTOP);
export const CampaignPagePhone = campaignPage('en', PHONE);
export const CampaignPagePhoneRu = campaignPage('ru', PHONE);
export const CampaignPagePhoneCn = campaignPage('cn', PHONE);

/** Another user's or a missing campaign: not found, with the way back to the list. */
export const CampaignPageNotFound: Story = {
  ...screenAt('/campaigns/999', campaignApi().routes),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectHeading(canvas, i18next.t('campaign.notFound'));
    await expect(canvas.getByRole('link', { name: i18next.t('campaign.backToList') })).toBeVisible();
  },
};

/** The campaign call fails: a translated error with a retry. */
export const CampaignPageError: Story = {
  ...screenAt(`/campaigns/${CAMPAIGN.id}`, campaignApi({ 'GET /api/campaigns/{id}': () => FAILED }).routes),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: i18next.t('errors.retry') }, waitOptions),
    ).toBeVisible();
  },
};
