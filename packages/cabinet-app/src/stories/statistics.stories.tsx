import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import i18next from 'i18next';
import { formatMetricValue } from '@adnet/ui';
import type { FixtureRoutes } from './fixture-api';
import { BALANCE, campaignRows, campaignStat, pageOf, signedIn } from './fixtures';
import {
  DESKTOP,
  LOCALE,
  PHONE,
  asShown,
  expectHeading,
  screenAt,
  screenMeta,
  waitOptions,
} from './screen-story';
import type { Lang, ScreenStory as Story, Size } from './screen-story';

/**
 * The campaign statistics (the statistics module of `/monitoring`, the home page) from fixture data: KPIs against
 * the previous period, the DATE chart and the other slices as tables. The period is in the URL, so the screen does
 * not move with the clock.
 */
export default {
  title: 'Screens/Campaign statistics',
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta;

const CAMPAIGNS = campaignRows(14);
const FROM = '2026-11-14';
const TO = '2026-11-20';
const PATH = `/monitoring?from=${FROM}&to=${TO}`;

/** The monitoring page's calls, and the statistics queries it sent. */
function statisticsApi() {
  const queries: URLSearchParams[] = [];
  const routes: FixtureRoutes = {
    ...signedIn(),
    'GET /api/campaigns': ({ query }) => pageOf(CAMPAIGNS, query),
    'GET /api/user/balance': () => BALANCE,
    'GET /api/statistics/campaignstat': ({ query }) => {
      queries.push(query);
      return campaignStat(query, CAMPAIGNS.length);
    },
  };
  return { routes, queries };
}

/** The query of the module's current period in `slice` (the runway's DATE call asks the same days). */
const sentFor = (queries: URLSearchParams[], slice: string) =>
  queries.filter((q) => q.get('slice') === slice && q.get('startdate') === FROM && q.get('enddate') === TO);

const statistics = (lang: Lang, size: Size): Story => {
  const api = statisticsApi();
  return {
    ...screenAt(PATH, api.routes, lang, size),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const locale = LOCALE[lang];
      await expectHeading(canvas, i18next.t('statistics.title'), 2);
      // The KPIs are the period's totals over every campaign, the one the URL names, compared with the 7 days before.
      const expected = campaignStat(
        new URLSearchParams({
          slice: 'DATE',
          startdate: FROM,
          enddate: TO,
          campaignIds: CAMPAIGNS.map((c) => c.id).join(','),
        }),
      );
      // Looked up inside the wait: the module's cards mount when its answers are rendered (as a transition).
      await waitFor(
        () =>
          expect(canvasElement.querySelector('[data-metric="impressions"]')).toHaveTextContent(
            asShown(formatMetricValue('impressions', expected.totals.impressions, locale)),
          ),
        waitOptions,
      );
      // Every campaign in one call: no ids, however many campaigns the user has.
      const query = sentFor(api.queries, 'DATE').at(-1)!;
      await expect(query.has('campaignIds')).toBe(false);
      await expect(
        api.queries.some((q) => q.get('startdate') === '2026-11-07' && q.get('enddate') === '2026-11-13'),
      ).toBe(true);
      // The chart: a day per point, reachable by keyboard.
      const chart = await canvas.findByRole(
        'slider',
        { name: i18next.t('statistics.metrics.impressions') },
        waitOptions,
      );
      await expect(chart).toHaveAttribute('aria-valuemax', '6');
      await expect(document.documentElement.lang).toBe(locale);
    },
  };
};
export const Statistics = statistics('en', DESKTOP);
export const StatisticsRu = statistics('ru', DESKTOP);
export const StatisticsCn = statistics('cn', DESKTOP);
export const StatisticsPhone = statistics('en', PHONE);
export const StatisticsPhoneRu = statistics('ru', PHONE);
export const StatisticsPhoneCn = statistics('cn', PHONE);

/** A slice other than DATE: a table sorted by the metric, countries named in the UI language. */
const byCountry = (lang: Lang, size: Size, name: string): Story => {
  const api = statisticsApi();
  return {
    name,
    tags: ['flow'],
    ...screenAt(PATH, api.routes, lang, size),
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      const locale = LOCALE[lang];
      await userEvent.click(
        await canvas.findByRole('tab', { name: i18next.t('statistics.slices.COUNTRY') }, waitOptions),
      );
      const table = await canvas.findByRole(
        'table',
        {
          name: i18next.t('statistics.tableCaption', {
            metric: i18next.t('statistics.metrics.impressions'),
            slice: i18next.t('statistics.slices.COUNTRY'),
          }),
        },
        waitOptions,
      );
      await waitFor(() => expect(sentFor(api.queries, 'COUNTRY')).toHaveLength(1), waitOptions);
      const regions = new Intl.DisplayNames([locale], { type: 'region' });
      const names = await waitFor(() => {
        // The body's rows (the footer's "Total" is a row header too).
        const rows = [...table.querySelectorAll('tbody th[scope="row"]')];
        expect(rows).toHaveLength(6);
        return rows.map((row) => row.textContent);
      }, waitOptions);
      // Most impressions first: the fixture gives Russia the largest share, then the United States.
      await expect(names.slice(0, 2)).toEqual([regions.of('RU'), regions.of('US')]);
    },
  };
};
export const StatisticsByCountry = byCountry('en', DESKTOP, 'Statistics: by country');
export const StatisticsByCountryRu = byCountry('ru', DESKTOP, 'Statistics (ru): by country');
export const StatisticsByCountryPhoneCn = byCountry('cn', PHONE, 'Statistics (cn, phone): by country');
