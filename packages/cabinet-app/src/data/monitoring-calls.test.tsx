import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { SelfWire } from '@adnet/api-client';
import { ADVERTISER } from '../stories/fixtures';
import { json, renderInApp } from '../testing/render';
import { useSelf } from './hooks';
import { useMonitoringCampaigns, useRecentSpend } from './monitoring';

/** An internal manager: the list call without a user gives them every account's campaigns. */
const MANAGER: SelfWire = {
  ...ADVERTISER,
  id: 7,
  email: 'manager@demo.adnet',
  roles: ['User', 'Internal User', 'Internal Manager'],
};

/** The home page's calls against a server where the user has `total` campaigns (`MAX_STAT_CAMPAIGNS` a page). */
function server(self: SelfWire, total: number) {
  const calls: URL[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://cabinet.test');
    calls.push(url);
    if (url.pathname === '/api/user/self') return json(self);
    if (url.pathname === '/api/campaigns') {
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('size'));
      const ids = Array.from({ length: total }, (_, i) => total - i).slice(page * size, (page + 1) * size);
      return json({
        content: ids.map((id) => ({ id, name: `c${id}`, status: 'ACTIVE', createdEpoch: id, ctr: 0 })),
        totalElements: total,
        totalPages: Math.ceil(total / size),
        number: page,
        size,
      });
    }
    if (url.pathname === '/api/statistics/campaignstat')
      return json({
        slice: 'DATE',
        rows: [],
        totals: { clicks: 0, impressions: 0, spent: 321.5, cpc: 0, cpm: 0, ctr: 0 },
      });
    return json({ error: 'NOT_FOUND' }, 404);
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

function Probe() {
  const campaigns = useMonitoringCampaigns();
  const spend = useRecentSpend(campaigns.data?.total);
  return (
    <p>
      {campaigns.data ? `${campaigns.data.items.length} of ${campaigns.data.total}` : 'loading'} /{' '}
      {spend.data ?? 'loading'}
    </p>
  );
}

function Home() {
  return useSelf().data ? <Probe /> : null;
}

describe('the home page’s campaigns and spend', () => {
  it('read every page of the user’s own campaigns, and the spend of all of them in one call without ids', async () => {
    const api = server(MANAGER, 450);
    renderInApp(<Home />, { fetch: api.fetch, route: '/monitoring' });
    await screen.findByText('450 of 450 / 321.5');
    const lists = api.calls.filter((u) => u.pathname === '/api/campaigns');
    expect(lists.map((u) => u.searchParams.get('page')).sort()).toEqual(['0', '1', '2']);
    // Staff may see every account: the list names the user, so the home page counts only their own.
    expect(lists.every((u) => u.searchParams.get('userId') === String(MANAGER.id))).toBe(true);
    const [spend, ...more] = api.calls.filter((u) => u.pathname === '/api/statistics/campaignstat');
    expect(more).toEqual([]);
    expect(spend!.searchParams.has('campaignIds')).toBe(false);
    expect(spend!.searchParams.has('userId')).toBe(false);
  });

  it('acting as a user, read that user’s campaigns and spend', async () => {
    const api = server(MANAGER, 3);
    renderInApp(<Home />, { fetch: api.fetch, route: '/monitoring?uid=55' });
    await screen.findByText('3 of 3 / 321.5');
    await waitFor(() =>
      expect(
        api.calls
          .filter((u) => u.pathname !== '/api/user/self')
          .map((u) => `${u.pathname} ${u.searchParams.get('userId')}`)
          .sort(),
      ).toEqual(['/api/campaigns 55', '/api/statistics/campaignstat 55']),
    );
  });
});
