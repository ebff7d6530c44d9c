import { expectNoAxeViolations } from './axe';
import { csrf, expect, newAccount, signInAndWait, signInThroughApi, test, TINY_PNG as PNG } from './fixtures';
import { text } from './locale';

/**
 * Help (`/help`): an advertiser opens a support case (text and a picture), reads support's answer and replies with
 * another picture (the case's own upload). Every account is the test's own; the server's state is read back.
 */

interface CaseWire {
  id: number;
  userId: number;
  subject: string;
  status: string;
  messages: { authorKind: string; text: string; pictures: { cloudId: string; url: string }[] }[];
}

test('an advertiser opens a case with a picture, reads support’s answer and replies', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const advertiser = await newAccount(request, { campaigns: 1 });
  const agent = await newAccount(request, {
    role: 'Customer Happiness Agent',
    roles: ['Customer Happiness Agent', 'Internal User'],
  });
  await signInAndWait(page, advertiser.email);

  // The navigation's Help entry; nothing yet.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: text('nav.help') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: text('routes.help') })).toBeVisible();
  await expect(page.getByRole('heading', { name: text('support.help.empty.title') })).toBeVisible();

  // A new case: subject, the first message and a screenshot.
  await page
    .getByRole('button', { name: text('support.help.create') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/help\/new$/);
  const subject = 'Campaign stuck in moderation';
  await page.getByRole('textbox', { name: text('support.help.subject') }).fill(subject);
  await page.getByRole('textbox', { name: text('support.reply.text') }).fill('It waits since Monday. Why?');
  const uploaded = page.waitForResponse(
    (r) => r.url().includes('/api/public/uploads/') && r.request().method() === 'PUT',
  );
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: PNG });
  expect((await uploaded).ok()).toBe(true);
  const created = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/support/cases' && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: text('support.help.send') }).click();
  const createdAnswer = await created;
  expect(createdAnswer.status()).toBe(201);
  const body = createdAnswer.request().postDataJSON() as {
    subject: string;
    text: string;
    pictures: string[];
  };
  expect(body).toMatchObject({ subject, text: 'It waits since Monday. Why?' });
  expect(body.pictures).toHaveLength(1);
  const { id } = (await createdAnswer.json()) as CaseWire;
  await expect(page).toHaveURL(new RegExp(`/help/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole('button', { name: text('support.case.openPicture', { n: 1 }) })).toBeVisible();

  // On the server: the advertiser's own case, open, with the message and the picture.
  const own = (await (await page.request.get(`/api/support/cases/${id}`)).json()) as CaseWire;
  expect(own).toMatchObject({ userId: advertiser.id, subject, status: 'OPEN' });
  expect(own.messages).toHaveLength(1);
  expect(own.messages[0]!.pictures.map((p) => p.cloudId)).toEqual(body.pictures);

  // Support answers (through the API, as the agent).
  await signInThroughApi(request, agent.email);
  const answered = await request.post(`/api/support/cases/${id}/messages`, {
    data: { text: 'Moderation takes up to two days; yours is next.' },
    headers: csrf(),
  });
  expect(answered.status()).toBe(201);

  // The list shows the case waiting for the user; its thread shows the answer.
  await page.goto('/help');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: subject }) });
  await expect(row.getByText(text('support.status.PENDING'))).toBeVisible();
  await row.getByRole('link', { name: subject }).click();
  await expect(page.getByText('Moderation takes up to two days; yours is next.')).toBeVisible();

  // The advertiser answers with another picture, uploaded for this case.
  await page.getByRole('textbox', { name: text('support.reply.text') }).fill('Thanks, here is the error.');
  const pictureUrl = page.waitForResponse((r) => r.url().endsWith(`/api/upload/support/${id}/picture`));
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'error.png', mimeType: 'image/png', buffer: PNG });
  expect((await pictureUrl).ok()).toBe(true);
  await expect(page.getByText(text('support.reply.waitUploads'))).toHaveCount(0);
  const replied = page.waitForResponse((r) => r.url().endsWith(`/api/support/cases/${id}/messages`));
  await page.getByRole('button', { name: text('support.reply.send') }).click();
  expect((await replied).status()).toBe(201);
  await expect(page.getByText('Thanks, here is the error.')).toBeVisible();

  const after = (await (await page.request.get(`/api/support/cases/${id}`)).json()) as CaseWire;
  expect(after.status).toBe('OPEN');
  expect(after.messages.map((m) => [m.authorKind, m.text, m.pictures.length])).toEqual([
    ['USER', 'It waits since Monday. Why?', 1],
    ['AGENT', 'Moderation takes up to two days; yours is next.', 0],
    ['USER', 'Thanks, here is the error.', 1],
  ]);
});

test('a case of another user is not found on the advertiser’s help page', async ({ page, request }) => {
  const owner = await newAccount(request);
  const stranger = await newAccount(request);
  await signInThroughApi(request, owner.email);
  const created = await request.post('/api/support/cases', {
    data: { subject: 'Private question', text: 'Only mine.' },
    headers: csrf(),
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as CaseWire;

  await signInAndWait(page, stranger.email);
  await page.goto(`/help/${id}`);
  await expect(page.getByText(text('errors.notFound'))).toBeVisible();
  await expect(page.getByText('Only mine.')).toHaveCount(0);
  // Their own list is theirs only: empty.
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: text('support.help.empty.title') })).toBeVisible();
});

test.describe('accessibility', () => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const)
    test(`0 axe violations on the help pages at ${width} px, light and dark, en and cn`, async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000);
      const advertiser = await newAccount(request);
      await signInThroughApi(request, advertiser.email);
      const created = await request.post('/api/support/cases', {
        data: { subject: 'Axe: my case', text: 'A question.' },
        headers: csrf(),
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as CaseWire;
      await page.setViewportSize({ width, height });
      await signInAndWait(page, advertiser.email);
      await expectNoAxeViolations(page, [
        ['/help', 'a.case-subject'],
        ['/help/new', 'form.help-new textarea'],
        [`/help/${id}`, 'form.case-reply textarea'],
      ]);
    });
});
