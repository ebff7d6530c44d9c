import { act, configure, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import i18next from 'i18next';
import { createApiClient } from '@adnet/api-client';
import { toast } from '@adnet/ui';
import { App } from '../app';
import { changeLanguage, initI18n, loadTexts } from '../i18n';
import { FEATURE_TEXTS } from '../i18n/namespaces';
import { fixtureFetch } from '../stories/fixture-api';
import { campaignDetail, signedIn } from '../stories/fixtures';
import { parseRouteId, routeParamsAreIds } from './route-id';

describe('parseRouteId: positive integers as a link writes them, nothing else', () => {
  it.each([
    ['1', 1],
    ['7', 7],
    ['42', 42],
    ['1000000000', 1_000_000_000], // ten digits: the old parsers stopped at nine
    ['9007199254740991', Number.MAX_SAFE_INTEGER],
  ])('accepts %j as %d', (raw, id) => expect(parseRouteId(raw)).toBe(id));

  it.each([
    undefined,
    '',
    '0', // two of the old parsers took it
    '00',
    '007',
    '+7',
    '-7',
    '7.0',
    '7.5',
    '1e3',
    '0x1F',
    ' 7',
    '7 ',
    '7\n',
    '７', // a full-width digit
    'abc',
    '7abc',
    'Infinity',
    'NaN',
    '9007199254740992', // past Number.MAX_SAFE_INTEGER: would read as another number
    '99999999999999999999',
  ])('refuses %j', (raw) => expect(parseRouteId(raw)).toBeNull());

  it('holds a route whose every param is an id', () => {
    expect(routeParamsAreIds({})).toBe(true);
    expect(routeParamsAreIds({ id: '12' })).toBe(true);
    expect(routeParamsAreIds({ id: '0' })).toBe(false);
    expect(routeParamsAreIds({ id: '12', other: 'x' })).toBe(false);
  });
});

// A whole app's first render takes seconds on two busy cores: a hang guard, not a time assertion.
configure({ asyncUtilTimeout: 15_000 });

beforeAll(async () => {
  await initI18n();
  await loadTexts(FEATURE_TEXTS);
  await changeLanguage('en');
});

const CAMPAIGN = campaignDetail();
const notFoundTitle = () => `${i18next.t('notFound.title')} · ${i18next.t('app.name')}`;

/** The whole app at `path`, signed in, with the campaign's calls answered; `asked` gets each path it called. */
function boot(path: string) {
  const asked: string[] = [];
  const fixtures = fixtureFetch({ ...signedIn(), 'GET /api/campaigns/{id}': () => CAMPAIGN });
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = new URL(String(input), location.href);
    asked.push(url.pathname);
    return fixtures(url.href, init);
  };
  render(
    <App
      client={createApiClient({ fetch })}
      config={{ apiBaseUrl: '', agencySiteUrl: 'https://agency.adnet.example/' }}
      report={() => undefined}
      history={createMemoryHistory({ initialEntries: [path], v5Compat: true })}
    />,
  );
  return asked;
}

describe('a route id that cannot be one is the not-found page', () => {
  it.each(['/campaigns/0', '/campaigns/abc', '/campaigns/007', '/campaigns/0/edit', '/audiences/-1'])(
    '%s: the not-found page in the frame, and no call for the id',
    async (path) => {
      const asked = boot(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: i18next.t('notFound.title') }),
      ).toBeTruthy();
      // Inside the signed-in frame, whose `main` it does not repeat.
      expect(screen.getAllByRole('main')).toHaveLength(1);
      expect(screen.getByRole('link', { name: i18next.t('notFound.back') })).toBeTruthy();
      expect(asked.filter((p) => /^\/api\/(campaigns|audiences)\//.test(p))).toEqual([]);
      // The tab says so too, not the route's own title.
      await waitFor(() => expect(document.title).toBe(notFoundTitle()));
      act(() => toast.remove());
    },
  );

  it('the tab keeps saying "not found" when the language changes', async () => {
    boot('/campaigns/0');
    await screen.findByRole('heading', { level: 1, name: i18next.t('notFound.title') });
    await waitFor(() => expect(document.title).toBe(notFoundTitle()));
    try {
      await act(() => changeLanguage('ru'));
      await screen.findByRole('heading', { level: 1, name: i18next.t('notFound.title') });
      expect(i18next.language).toBe('ru');
      await waitFor(() => expect(document.title).toBe(notFoundTitle()));
    } finally {
      await act(() => changeLanguage('en'));
      act(() => toast.remove());
    }
  });

  it('a real id opens the page', async () => {
    const asked = boot(`/campaigns/${CAMPAIGN.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: CAMPAIGN.name })).toBeTruthy();
    expect(asked).toContain(`/api/campaigns/${CAMPAIGN.id}`);
    expect(screen.queryByRole('heading', { name: i18next.t('notFound.title') })).toBeNull();
  });
});
