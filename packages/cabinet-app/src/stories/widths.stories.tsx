import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import i18next from 'i18next';
import type { AdminWithdrawWire, SelfWire, UserSummaryWire } from '@adnet/api-client';
import type { FixtureRoutes } from './fixture-api';
import { ADVERTISER, GOOD_TRON_ADDRESS, DEPOSIT_ADDRESS, plainPage, signedIn } from './fixtures';
import { DESKTOP, PHONE, expectHeading, screenAt, screenMeta, waitOptions } from './screen-story';
import type { Lang, ScreenStory as Story, Size } from './screen-story';

/**
 * Screens whose content is what a review at real widths reads: long e-mails, large balances and TRON addresses in
 * the staff's tables, and the page that asks for new terms. The visual baselines
 * (`packages/cabinet-app/visual`) keep them at the widths the cabinet is designed for.
 */
export default {
  title: 'Screens/Real widths',
  ...screenMeta,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta;

const ADMIN: SelfWire = {
  ...ADVERTISER,
  id: 2,
  email: 'admin@demo.adnet',
  username: 'admin',
  role: 'Internal User',
  roles: ['Internal User', 'SuperUser'],
};

/** 2026-11-20 12:00 UTC, as the other fixtures. */
const NEWEST_S = Date.UTC(2026, 10, 20, 12) / 1000;
const LONG_LOCAL = ['marketing.department', 'performance-team', 'a.very.long.name.of.a.buyer', 'ops'];
const DOMAINS = ['example-agency.co.uk', 'demo.adnet', 'longer-company-name.example.com'];

/** Users with e-mails of every length and balances up to seven digits. */
const USERS: UserSummaryWire[] = Array.from({ length: 12 }, (_, i) => ({
  id: 300 + i,
  email: `${LONG_LOCAL[i % LONG_LOCAL.length]}${i}@${DOMAINS[i % DOMAINS.length]}`,
  username: `user${300 + i}`,
  role: 'User',
  roles: ['User'],
  agency: null,
  operator: { id: 7 },
  confirmed: i % 5 !== 4,
  blocked: i % 7 === 6,
  balance: Math.round(1_234_567.89 / (i + 1)) + (i % 3) / 4,
  createdEpoch: NEWEST_S - i * 86_400 * 17,
}));

const WITHDRAWS: AdminWithdrawWire[] = Array.from({ length: 8 }, (_, i) => ({
  id: 900 + i,
  wallet: i % 2 ? GOOD_TRON_ADDRESS : DEPOSIT_ADDRESS,
  amount: [125_000.5, 863.47, 12_345.67, 40][i % 4]!,
  memoTag: '',
  status: 'PENDING',
  createdEpoch: NEWEST_S - i * 3_600 * 5,
  txHash: null,
  rejectReason: null,
  userId: 300 + i,
  userEmail: USERS[i]!.email,
  fee: 1.1,
}));

const adminApi: FixtureRoutes = {
  ...signedIn(ADMIN),
  'GET /api/admin/users': ({ query }) => plainPage(USERS, query),
  'GET /api/admin/withdraw': ({ query }) => plainPage(WITHDRAWS, query),
};

const staffTable = (path: string, lang: Lang, size: Size, shows: string): Story => ({
  ...screenAt(path, adminApi, lang, size),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText(shows, {}, waitOptions))[0]).toBeVisible();
  },
});
export const InternalUsers = staffTable('/internal/users', 'en', DESKTOP, USERS[0]!.email);
export const InternalUsersPhoneRu = staffTable('/internal/users', 'ru', PHONE, USERS[0]!.email);
export const WithdrawApprovals = staffTable('/internal/withdraw', 'en', DESKTOP, WITHDRAWS[0]!.userEmail);

/** An advertiser whose accepted terms are older than the latest: every path shows the terms page. */
const terms = (lang: Lang, size: Size): Story => ({
  ...screenAt('/monitoring', signedIn({ ...ADVERTISER, termsVersion: 2 }), lang, size),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectHeading(canvas, i18next.t('terms.title'), 1);
    await expect(canvas.getByRole('button', { name: i18next.t('terms.accept') })).toBeVisible();
  },
});
export const Terms = terms('en', DESKTOP);
export const TermsPhoneCn = terms('cn', PHONE);
