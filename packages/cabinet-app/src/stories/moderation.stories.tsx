import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import i18next from 'i18next';
import type { FixtureRoutes } from './fixture-api';
import {
  MODERATION_ROWS,
  MODERATOR,
  adminUser,
  moderationCampaign,
  moderationPage,
  signedIn,
} from './fixtures';
import { DESKTOP, PHONE, expectHeading, screenAt, screenMeta, waitOptions } from './screen-story';
import type { Lang, ScreenStory as Story, Size } from './screen-story';

/**
 * The moderation queue (`/internal/campaigns` with "Waiting for moderation" on) as a moderator sees it, from
 * fixture data: every user's campaigns waiting, the soonest deadline first, the count in the header; and the review
 * a name opens (ads, owner, the decisions).
 */
export default {
  title: 'Screens/Moderation queue',
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta;

const PATH = '/internal/campaigns?hasModerationKey=true';
/** The queue as the server orders it: waiting campaigns, the soonest deadline first. */
const QUEUE = MODERATION_ROWS.filter((r) => r.status === 'MODERATION').sort((a, b) => a.sla! - b.sla!);

/** The moderator's calls, with the list queries and the campaigns the review read. */
function moderationApi() {
  const queries: URLSearchParams[] = [];
  const reviewed: string[] = [];
  const routes: FixtureRoutes = {
    ...signedIn(MODERATOR),
    'GET /api/campaigns': ({ query }) => {
      queries.push(query);
      return moderationPage(query);
    },
    'GET /api/campaigns/{id}': ({ params }) => {
      reviewed.push(params.id!);
      return moderationCampaign(Number(params.id));
    },
    'GET /api/admin/user/{userId}': ({ params }) => adminUser(Number(params.userId)),
  };
  return { routes, queries, reviewed };
}

const queue = (lang: Lang, size: Size): Story => {
  const api = moderationApi();
  return {
    ...screenAt(PATH, api.routes, lang, size),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expectHeading(canvas, i18next.t('routes.internalCampaigns'), 1);
      // The header counts what waits; the list is the queue, the soonest deadline first.
      await expect(await canvas.findByTestId('waiting-count', {}, waitOptions)).toHaveTextContent(
        i18next.t('internal.moderation.waiting', { count: QUEUE.length }),
      );
      await expect(await canvas.findByRole('link', { name: QUEUE[0]!.name }, waitOptions)).toBeVisible();
      await waitFor(
        () =>
          expect(
            canvas.queryAllByRole('link', { name: (name) => QUEUE.some((r) => r.name === name) }),
          ).toHaveLength(QUEUE.length),
        waitOptions,
      );
      await expect(
        canvas.getByRole('switch', { name: i18next.t('internal.moderation.waitingOnly') }),
      ).toBeChecked();
      const list = api.queries.filter((q) => q.get('size') !== '1').at(-1)!;
      await expect(list.get('hasModerationKey')).toBe('true');
      // No userId: a moderator's list is every user's.
      await expect(list.get('userId')).toBeNull();
    },
  };
};
export const ModerationQueue = queue('en', DESKTOP);
export const ModerationQueueRu = queue('ru', DESKTOP);
export const ModerationQueueCn = queue('cn', DESKTOP);
export const ModerationQueuePhone = queue('en', PHONE);
export const ModerationQueuePhoneRu = queue('ru', PHONE);
export const ModerationQueuePhoneCn = queue('cn', PHONE);

/** A campaign's name opens its review: the ads, the owner, its place in the queue and the decisions. */
const review = (lang: Lang, size: Size, name: string): Story => {
  const api = moderationApi();
  return {
    name,
    tags: ['flow'],
    parameters: { docs: { story: { inline: false } } },
    ...screenAt(PATH, api.routes, lang, size),
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      const first = QUEUE[0]!;
      await userEvent.click(await canvas.findByRole('link', { name: first.name }, waitOptions));
      const dialog = await within(document.body).findByRole('dialog', { name: first.name }, waitOptions);
      const body = within(dialog);
      await waitFor(
        () =>
          expect(
            body.getByText(i18next.t('internal.moderation.position', { position: 1, total: QUEUE.length })),
          ).toBeVisible(),
        waitOptions,
      );
      // The owner is read by the review (an admin's view of the user).
      await expect(await body.findByText(adminUser(first.userId).email, {}, waitOptions)).toBeVisible();
      await expect(
        body.getByRole('button', { name: i18next.t('internal.moderation.approve') }),
      ).toBeVisible();
      // The ads' previews speak the UI language, the chat's status line too (it was ui's English default).
      const chatStatus = await body.findAllByText(i18next.t('preview.chatStatus'), {}, waitOptions);
      await expect(chatStatus[0]).toBeVisible();
      await expect(api.reviewed).toContain(String(first.id));
    },
  };
};
export const Review = review('en', DESKTOP, 'Moderation: open a review');
export const ReviewRu = review('ru', DESKTOP, 'Moderation (ru): open a review');
export const ReviewPhoneCn = review('cn', PHONE, 'Moderation (cn, phone): open a review');
