import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '@adnet/ui';
import type { User } from '@adnet/api-client';
import { renderInApp } from '../testing/render';
import { CabinetLayout } from './cabinet-layout';

const user = (roles: string[]) =>
  ({
    id: 7,
    email: 'staff@example.com',
    role: roles[0],
    roles,
    operator: { id: 1 },
    flags: { activeFeatures: [], disabledFeatures: [] },
    termsVersion: 3,
    latestTermsVersion: 3,
  }) as unknown as User;

/** The visible labels of a list's links. */
const labels = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((a) => a.querySelector('[data-slot="nav-label"]')?.textContent);

describe('CabinetLayout navigation', () => {
  it('groups a staff member’s links under area headings, the current page still marked', async () => {
    renderInApp(
      <ThemeProvider>
        <CabinetLayout user={user(['SuperUser', 'Internal User'])}>
          <h1>Users</h1>
        </CabinetLayout>
      </ThemeProvider>,
      { route: '/internal/users' },
    );
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const lists = within(nav).getAllByRole('list');
    expect(lists.map((l) => l.getAttribute('aria-labelledby') && l.previousSibling?.textContent)).toEqual([
      'Advertiser',
      'Internal',
      'Support',
      'Sales',
    ]);
    expect(labels(within(nav).getByRole('list', { name: 'Advertiser' }))).toEqual([
      'Monitoring',
      'Campaigns',
      'Audiences',
      'Archive',
      'Wallet',
      'Help',
    ]);
    expect(labels(within(nav).getByRole('list', { name: 'Internal' }))).toEqual([
      'Withdrawals',
      'Features',
      'Referral',
      'Users',
      'Agencies',
      'Accounts',
      'All campaigns',
      'Platforms',
      'Promo codes',
      'User support',
    ]);
    expect(labels(within(nav).getByRole('list', { name: 'Support' }))).toEqual(['Support cases']);
    expect(labels(within(nav).getByRole('list', { name: 'Sales' }))).toEqual([
      'Sales overview',
      'Leads',
      'Sales clients',
      'Deals',
    ]);
    expect(within(nav).getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
  });

  it('draws an advertiser’s one area without headings', async () => {
    renderInApp(
      <ThemeProvider>
        <CabinetLayout user={user(['User'])}>
          <h1>Campaigns</h1>
        </CabinetLayout>
      </ThemeProvider>,
      { route: '/campaigns' },
    );
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getAllByRole('list')).toHaveLength(1);
    expect(nav.querySelector('[data-slot="nav-heading"]')).toBeNull();
  });

  it('marks only the most specific link of a page: a sales client is under Sales clients, not the overview', async () => {
    renderInApp(
      <ThemeProvider>
        <CabinetLayout user={user(['Main Internal Manager'])}>
          <h1>Client</h1>
        </CabinetLayout>
      </ThemeProvider>,
      { route: '/sales/clients/12' },
    );
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page')
      .map((a) => a.querySelector('[data-slot="nav-label"]')?.textContent);
    expect(current).toEqual(['Sales clients']);
  });
});
