import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import i18next from 'i18next';
import { FixtureAnswer, type FixtureRoutes } from './fixture-api';
import { LEADS, SALES_MANAGER, salesClientPage, signedIn } from './fixtures';
import { DESKTOP, PHONE, expectHeading, screenAt, screenMeta, waitOptions } from './screen-story';
import type { Lang, ScreenStory as Story, Size } from './screen-story';

/**
 * The leads (`/sales/leads`) as a sales manager sees them, from fixture data: their clients still in `LEAD`, the
 * newest first, a search, and "New lead".
 */
export default {
  title: 'Screens/Sales leads',
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta;

const PATH = '/sales/leads';

/** The manager's calls, with the list queries the page sent. */
function leadsApi(rows = LEADS) {
  const queries: URLSearchParams[] = [];
  const routes: FixtureRoutes = {
    ...signedIn(SALES_MANAGER),
    'GET /api/sales/clients': ({ query }) => {
      queries.push(query);
      return salesClientPage(rows, query);
    },
  };
  return { routes, queries };
}

const leads = (lang: Lang, size: Size): Story => {
  const api = leadsApi();
  return {
    ...screenAt(PATH, api.routes, lang, size),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expectHeading(canvas, i18next.t('routes.salesLeads'), 1);
      await expect(await canvas.findByRole('link', { name: LEADS[0]!.name }, waitOptions)).toBeVisible();
      await waitFor(
        () =>
          expect(
            canvas.queryAllByRole('link', { name: (name) => LEADS.some((r) => r.name === name) }),
          ).toHaveLength(LEADS.length),
        waitOptions,
      );
      await expect(canvas.getByRole('button', { name: i18next.t('sales.leads.new') })).toBeVisible();
      // The list asks the server for leads only, the newest first.
      const query = api.queries.at(-1)!;
      await expect(query.get('status')).toBe('LEAD');
      await expect(query.get('sort')).toBe('createdEpoch,desc');
    },
  };
};
export const Leads = leads('en', DESKTOP);
export const LeadsRu = leads('ru', DESKTOP);
export const LeadsCn = leads('cn', DESKTOP);
export const LeadsPhone = leads('en', PHONE);
export const LeadsPhoneRu = leads('ru', PHONE);
export const LeadsPhoneCn = leads('cn', PHONE);

/** While the first page loads: the app's loader, announced as busy. */
export const LeadsLoading: Story = {
  ...screenAt(PATH, leadsApi().routes, 'en', DESKTOP, { delay: 'never' }),
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelector('[role="status"]:not([hidden])')).not.toBeNull(),
      waitOptions,
    );
  },
};

/** No lead yet: the empty state says how to add the first. */
export const LeadsEmpty: Story = {
  ...screenAt(PATH, leadsApi([]).routes),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectHeading(canvas, i18next.t('sales.leads.empty'));
    await expect(canvas.getByText(i18next.t('sales.leads.emptyHint'))).toBeVisible();
  },
};

/** The list call fails: a translated error with a retry, the page's header and its action intact. */
export const LeadsError: Story = {
  ...screenAt(PATH, {
    ...leadsApi().routes,
    'GET /api/sales/clients': () => new FixtureAnswer(500, { error: 'INTERNAL', message: 'boom' }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: i18next.t('errors.retry') }, waitOptions),
    ).toBeVisible();
    await expectHeading(canvas, i18next.t('routes.salesLeads'), 1);
  },
};
