import { expect, newAccount, signInAndWait, test } from './fixtures';
import { text } from './locale';

/**
 * The autosaved draft of a new campaign belongs to its type: another type's form names it and links to its own
 * form, where "Restore" brings it back without changing the type under the URL; what is sent is of that type.
 */
test('a draft of one campaign type is offered on its own form only, and restored there it is sent as its type', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = await newAccount(page.request, { deposit: 60_000 });
  await signInAndWait(page, account.email);

  // A Task campaign half typed: the form autosaves it.
  await page.goto('/campaigns/new?campaignType=Task');
  await page.getByLabel('Campaign name').fill('Task draft');
  await page.locator('[name="ads.0.title"]').fill('Typed as a task');
  await page.locator('[name="ads.0.link"]').fill('https://example.com/task');
  await page.getByLabel('Budget').fill('100');
  await page.getByRole('textbox', { name: /CPM\)$/ }).fill('2');
  // Saved as typed to the last field: a draft saved before the budget and price holds neither, and its restored
  // form would not send.
  await expect
    .poll(async () => {
      const stored = await page.evaluate(
        (uid) => localStorage.getItem(`adnet-campaign-draft:${uid}:new:Task`),
        account.id,
      );
      return stored ? (JSON.parse(stored) as { values: Record<string, unknown> }).values : null;
    })
    .toMatchObject({ name: 'Task draft', budget: '100', bid: '2' });

  // The chat bot form: nothing to restore here, the Task draft is named with a link to its own form.
  await page.goto('/campaigns/new?campaignType=BotMessageMedia');
  await expect(page.getByLabel('Campaign name')).toHaveValue('');
  await expect(page.getByText(text('editor.draft.otherTitle'))).toBeVisible();
  await expect(page.getByRole('button', { name: text('editor.draft.restore') })).toHaveCount(0);
  await page
    .getByRole('link', { name: text('editor.draft.openOther', { type: text('domain.type.Task') }) })
    .click();
  await expect(page).toHaveURL(/\/campaigns\/new\?campaignType=Task$/);

  // Its own form offers it; restored, the form is still a Task one, and so is what the server gets.
  await expect(page.getByText(text('editor.draft.title'))).toBeVisible();
  await page.getByRole('button', { name: text('editor.draft.restore') }).click();
  await expect(page.getByLabel('Campaign name')).toHaveValue('Task draft');
  await expect(page.locator('[name="ads.0.title"]')).toHaveValue('Typed as a task');
  await expect(page).toHaveURL(/\/campaigns\/new\?campaignType=Task$/);
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/campaigns',
  );
  await page.getByRole('button', { name: 'Send to moderation' }).click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  const server = (await (await page.request.get(`/api/campaigns/${id}`)).json()) as {
    name: string;
    campaignType: string;
    ads: { title: string }[];
  };
  expect(server).toMatchObject({ name: 'Task draft', campaignType: 'TASK' });
  expect(server.ads[0]!.title).toBe('Typed as a task');
  // Sent, the draft is gone: the chat bot form names nothing any more.
  await page.goto('/campaigns/new?campaignType=BotMessageMedia');
  await expect(page.getByLabel('Campaign name')).toBeVisible();
  await expect(page.getByText(text('editor.draft.otherTitle'))).toHaveCount(0);
});
