import { apiCall, expect, navEntries, signIn, test } from './fixtures';

const CABINET = ['Monitoring', 'Campaigns', 'Audiences', 'Archive'];
const INTERNAL = [
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
];
const SUPPORT = ['Support cases'];
const SALES = ['Sales overview', 'Leads', 'Sales clients', 'Deals'];

/** Per demo account: exactly the navigation the spec allows, and routes it must be sent away from. */
const ROLES: { email: string; nav: string[]; allowed: string[]; denied: string[] }[] = [
  {
    email: 'advertiser@demo.adnet',
    nav: [...CABINET, 'Wallet', 'Help'],
    allowed: ['/campaigns/new', '/wallet', '/archive/campaigns', '/help'],
    denied: ['/internal/users', '/support/cases', '/sales', '/legal_info', '/api_integration'],
  },
  {
    email: 'readonly@demo.adnet',
    nav: [...CABINET, 'Wallet', 'Help'],
    allowed: ['/wallet', '/help'],
    denied: ['/campaigns/new', '/internal/withdraw'],
  },
  {
    email: 'agency-client@demo.adnet',
    nav: [...CABINET, 'Help'],
    allowed: ['/campaigns'],
    denied: ['/wallet', '/internal/users'],
  },
  {
    email: 'marking@demo.adnet',
    nav: [...CABINET, 'Wallet', 'Legal info', 'Help'],
    allowed: ['/legal_info'],
    denied: ['/api_integration', '/sales/deals'],
  },
  {
    email: 'api@demo.adnet',
    nav: [...CABINET, 'Wallet', 'API integration', 'Help'],
    allowed: ['/api_integration'],
    denied: ['/legal_info', '/support/case/1'],
  },
  {
    email: 'superuser@demo.adnet',
    nav: [...CABINET, 'Wallet', 'Help', ...INTERNAL, ...SUPPORT, ...SALES],
    allowed: ['/internal/accounts/manager/3', '/support/case/1', '/sales/clients/1', '/support/users/2'],
    denied: ['/legal_info', '/api_integration'],
  },
  {
    email: 'support@demo.adnet',
    nav: [...CABINET, 'Wallet', 'Help', ...INTERNAL, ...SUPPORT],
    allowed: ['/support/cases', '/internal/promocodes'],
    denied: ['/sales', '/sales/deals', '/sales/clients', '/sales/clients/1'],
  },
  {
    email: 'main-manager@demo.adnet',
    nav: [...CABINET, 'Wallet', 'Help', ...INTERNAL, ...SALES],
    allowed: ['/sales/deals', '/internal/referral'],
    denied: ['/support/cases', '/support/case/1'],
  },
  {
    email: 'manager@demo.adnet',
    nav: [...CABINET, 'Wallet', 'Help', ...INTERNAL, ...SALES],
    allowed: ['/sales/clients', '/internal/accounts/user/1'],
    denied: ['/support/case/2'],
  },
];

for (const role of ROLES) {
  test(`${role.email} sees exactly its navigation and is sent away from the rest`, async ({ page }) => {
    await signIn(page, role.email);
    await expect(page).toHaveURL(/\/campaigns$/);
    expect(await navEntries(page)).toEqual(role.nav);
    for (const path of role.allowed) {
      await page.goto(path);
      await expect(page, `${path} should open`).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    for (const path of role.denied) {
      await page.goto(path);
      await expect(page, `${path} should redirect`).toHaveURL(/\/monitoring$/);
    }
  });
}

test('a user behind on the terms sees only the terms page, on every path', async ({ page }) => {
  await signIn(page, 'terms@demo.adnet');
  await expect(page).toHaveURL(/\/campaigns$/);
  for (const path of ['/campaigns', '/wallet', '/internal/users', '/monitoring']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Terms of service', level: 1 })).toBeVisible();
  }
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
});

test('agency users go to the agency site unless they act as a different user', async ({
  page,
  context,
  request,
}) => {
  // The agency site is another origin: answer it here so the test does not leave the machine.
  await context.route('https://agency.adnet.example/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<title>Agency cabinet</title><h1>Agency cabinet</h1>',
    }),
  );
  await signIn(page, 'agency@demo.adnet');
  // A page first (where they go, a sign-out: agency.spec.ts), then the agency site.
  await page.getByRole('link', { name: 'Open the agency cabinet' }).click();
  await expect(page).toHaveURL('https://agency.adnet.example/northwind');

  // Acting as one of the agency's clients keeps the agency user in this cabinet, with a banner saying whose it is.
  const admin = await apiCall(request, 'POST', '/api/public/user/auth', {
    data: { email: 'superuser@demo.adnet', password: 'demo-pass-2026' },
  });
  expect(admin.ok()).toBe(true);
  const users = await request.get('/api/admin/users?search=agency-client');
  const client = ((await users.json()) as { content: { id: number; email: string }[] }).content.find(
    (u) => u.email === 'agency-client@demo.adnet',
  );
  expect(client).toBeDefined();
  await page.goto(`/campaigns?uid=${client!.id}`);
  await expect(page.getByText(`You are viewing the cabinet of user #${client!.id}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
  // In-app links carry the uid along.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Archive' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/archive\\?uid=${client!.id}$`));
  await expect(page.getByText(`You are viewing the cabinet of user #${client!.id}.`)).toBeVisible();
});
