import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, newAccount, signInAndWait, test, watchCalls } from './fixtures';

/**
 * The 200 000-line audience upload, read in a worker: what it reports, what it sends and what the server ends up
 * with. The same upload, with the page's main thread measured (no long task over 200 ms while the file is read and
 * sent), is tagged `@timing`: it runs only in the `timing` project, alone on a quiet machine (`pnpm
 * test:e2e:timing`), never in CI, where another browser on the same cores is what a duration would measure.
 */

const audienceOnServer = async (page: Page, id: number) => {
  const res = await page.request.get(`/api/audiences/${id}`);
  return res.ok()
    ? ((await res.json()) as { status: string; size: number; rule: Record<string, unknown> })
    : null;
};

for (const timed of [false, true])
  test(
    timed
      ? 'a 200 000-line file is read and sent without a long task over 200 ms'
      : 'a 200 000-line file with 3 malformed lines and 1 000 duplicates: reported, sent in 4 batches, and the audience is ready with the right size',
    { tag: timed ? ['@timing'] : [] },
    async ({ page }) => {
      test.setTimeout(120_000);
      const { email } = await newAccount(page.request, { campaigns: 1 });
      await signInAndWait(page, email);
      const distinct = 200_000 - 3 - 1_000;
      const lines: string[] = [];
      for (let i = 0; i < distinct; i++) lines.push(String(5_000_000_000 + i * 7));
      // 1 000 repeats of earlier ids, and 3 malformed lines, at known places.
      for (let i = 0; i < 1_000; i++) lines.splice(10_000 + i * 150, 0, String(5_000_000_000 + i * 7));
      lines.splice(4, 0, 'user_id');
      lines.splice(100_000, 0, '12a45');
      lines.push('-77');
      expect(lines).toHaveLength(200_000);
      const malformedLines = [5, 100_001, 200_000];

      await page.goto('/audiences/new');
      await page.getByRole('textbox', { name: 'Name' }).fill('Newsletter subscribers');
      await page.getByRole('radio', { name: /Uploaded list/ }).check();
      // Long tasks of the page's main thread while the file is read and sent (until the page navigates to the new
      // audience). The file is set from disk, so Playwright does not build it in the page.
      const file = test.info().outputPath('subscribers.csv');
      await writeFile(file, lines.join('\n') + '\n');
      await page.evaluate(() => {
        const w = window as unknown as {
          longTasks: { start: number; duration: number }[];
          navigatedAt: number;
        };
        w.longTasks = [];
        w.navigatedAt = Infinity;
        const push = history.pushState.bind(history);
        history.pushState = (...args: Parameters<History['pushState']>) => {
          w.navigatedAt = Math.min(w.navigatedAt, performance.now());
          push(...args);
        };
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.longTasks.push({ start: e.startTime, duration: e.duration });
        }).observe({ type: 'longtask' });
      });
      await page.getByLabel('File of user ids').setInputFiles(file);
      const report = page.locator('.audience-upload-report');
      await expect(report).toContainText(`${distinct.toLocaleString('en')} distinct ids in 200,000 lines`, {
        timeout: 30_000,
      });
      await expect(report).toContainText('1,000 duplicates left out.');
      await expect(report).toContainText(
        `3 malformed lines left out. Lines: ${malformedLines.map((n) => n.toLocaleString('en')).join(', ')}.`,
      );

      const batches = watchCalls(page, '/api/audiences');
      await page.getByRole('button', { name: 'Create audience' }).click();
      await page.waitForURL(/\/audiences\/\d+$/, { timeout: 60_000 });
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      expect(batches.filter((u) => u.pathname === `/api/audiences/${id}/upload/ids`)).toHaveLength(4);
      expect(batches.filter((u) => u.pathname === `/api/audiences/${id}/upload/complete`)).toHaveLength(1);
      const server = await audienceOnServer(page, id);
      expect(server).toMatchObject({
        status: 'READY',
        size: distinct,
        rule: { fileName: 'subscribers.csv' },
      });
      await expect(page.getByText(`${distinct.toLocaleString('en')} users`).first()).toBeVisible();
      const longTasks = await page.evaluate(() => {
        const w = window as unknown as {
          longTasks: { start: number; duration: number }[];
          navigatedAt: number;
        };
        return w.longTasks.filter((t) => t.start < w.navigatedAt).map((t) => Math.round(t.duration));
      });
      if (timed) expect(Math.max(0, ...longTasks), `long tasks: ${longTasks.join(', ')}`).toBeLessThan(200);
    },
  );
