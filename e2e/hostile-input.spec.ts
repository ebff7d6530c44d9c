/**
 * Hostile input in the browser: a few rounds per kind of field, for what only a browser proves. The corpus itself
 * (e2e/hostile-corpus.ts: every naughty string in every field) runs in-process, where it costs milliseconds:
 * - packages/sandbox-api/test/hostile-input.test.ts: every endpoint that takes user text, every string in every text
 *   field: stored and read back byte-exact, or refused with a 4xx and the exact field message, nothing half-saved
 *   (a fingerprint of every table); every hostile body and landing link refused; the hostile files refused;
 * - packages/cabinet-app/src/testing/hostile-forms.test.ts: every form's own rules (the schema the form recipe
 *   runs), every string in every field: the exact translated message (en and ru) or none; every search box: the
 *   string goes into the address and the query exactly as typed.
 *
 * Each round here names the message it expects (`text(key, vars, locale)` of e2e/locale.ts, whole; a field message
 * the server sent is said by the cabinet's text for its rule); and checks what only a page can show: no
 * script ran (a dialog handler, a CSP violation listener and a count of injected nodes), the refusal is in the page
 * in its language, every typed value is still in its field, and the database (a fingerprint of every table before
 * and after) or the seed watch says nothing was half-saved. Every round uses accounts and data of its own.
 *
 * The kinds of field with their rounds: text saved and shown back (a support reply), an e-mail (registration, in
 * Russian) and a name the server refuses with its own message (registration), a password (sign-in), an amount and a
 * TRON address (the withdraw form), a landing link (the campaign editor), a search box (campaigns), the 1 MB string
 * (an audience's name) and the file inputs (the editor's media, a reply's pictures, an audience's id list).
 *
 * HOW TO ADD YOUR SCREEN: its fields go into the in-process tables, not here: an endpoint that takes text into
 * ENDPOINTS of the sandbox's hostile-input.test.ts (a rule per field), a form into FORMS of the cabinet's
 * hostile-forms.test.ts (its exported schema and a rule per field: the message key it shows), a search box into
 * SEARCHES there. Add a browser round here only for a kind of field none of the rounds below covers (a new way a
 * value is shown back, a new kind of input such as a rich-text editor or a new file field), or a page that shows
 * what it was sent in a new way (a value rendered as HTML, a URL built from it): name the exact key and vars it must
 * show (`refusedInPage`), and open the page with `ownPage`: its check says no script ran and nothing was saved.
 *
 * What moved where (the browser tests of the former matrix, each HOSTILE_FORMS entry x every string): the forms'
 * own messages to hostile-forms.test.ts (FORMS, INLINE_CHECKS, SEARCHES, by the entry's name), what the server
 * does with each string to hostile-input.test.ts (ENDPOINTS, by route), LINK_FORMS to "a landing link" below and
 * the `links` fields there, FILE_FORMS to the file rounds below, the two API tests to hostile-input.test.ts ("every
 * hostile landing link" and "the hostile files").
 */
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiCall,
  dbFingerprint,
  DEMO_PASSWORD,
  expect,
  fieldSelector,
  freshEmail,
  newAccount,
  ownSupportCase,
  setThemeAndLanguage,
  signInAndWait,
  test,
} from './fixtures';
import { HOSTILE_LINKS, naughty } from './hostile-corpus';
import { text, type LocaleId } from './locale';

/** Counts what would mean a script ran: dialogs, CSP violations (inline handlers it blocked), injected nodes. */
async function watchScripts(page: Page) {
  const seen = { dialogs: 0 };
  page.on('dialog', (dialog) => {
    // The browser's own leave prompt (a form guarding unsaved input) is no script of the page's.
    if (dialog.type() === 'beforeunload') return void dialog.accept();
    seen.dialogs += 1;
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolations.push(`${e.violatedDirective} ${e.sample}`),
    );
  });
  return async () => ({
    dialogs: seen.dialogs,
    violations: await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    ),
    injected: await page.evaluate(
      () => document.querySelectorAll('[onerror], [onload], svg script, img[src="x"]').length,
    ),
  });
}
const NOTHING_RAN = { dialogs: 0, violations: [], injected: 0 };

const at = fieldSelector;
/** The error shown on a field (ui's Field around the input named `name`). */
const errorOf = (page: Page, name: string) =>
  page
    .locator('[data-slot="field"]')
    .filter({ has: page.locator(at(name)) })
    .locator('[data-slot="field-error"]');

/** Whether the field holds exactly `value` (compared in the page: a megabyte is not sent back and forth). */
const holds = (page: Page, name: string, value: string) =>
  page.locator(at(name)).evaluate((el, v) => (el as HTMLInputElement).value === v, value);

/**
 * One round the page refuses itself: `values` typed in (field name -> value), `submit` pressed, and `field` shows
 * exactly `message`; every value is still in its field.
 */
async function refusedInPage(
  page: Page,
  round: { what: string; values: Record<string, string>; submit: string; field: string; message: string },
) {
  for (const [name, value] of Object.entries(round.values)) await page.locator(at(name)).fill(value);
  await page.locator(round.submit).click();
  await expect(errorOf(page, round.field), round.what).toHaveText(round.message);
  for (const [name, value] of Object.entries(round.values))
    expect(await holds(page, name, value), `${round.what}: ${name} kept`).toBe(true);
}

/** Collects the requests to paths matching `path` (their method and URL), to prove none was sent. */
function watchRequests(page: Page, path: RegExp, methods = ['POST', 'PUT', 'PATCH', 'DELETE']) {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (methods.includes(r.method()) && path.test(new URL(r.url()).pathname))
      sent.push(`${r.method()} ${r.url()}`);
  });
  return sent;
}

/**
 * Opens `path` as an account of the test's own (`spec`) under watch: the scripts, the writes to `writes`, the
 * database. `nothingHappened` then says no write was sent, nothing was saved and no script ran.
 */
async function ownPage(
  page: Page,
  request: APIRequestContext,
  path: string,
  { spec = {}, writes = /^$/ }: { spec?: Parameters<typeof newAccount>[1]; writes?: RegExp } = {},
) {
  const scripts = await watchScripts(page);
  const owner = await newAccount(request, spec);
  await signInAndWait(page, owner.email);
  await page.goto(path);
  const sent = watchRequests(page, writes);
  const before = await dbFingerprint(request);
  return async () => {
    expect(sent, 'refused in the page: nothing was sent').toEqual([]);
    expect(await dbFingerprint(request), 'nothing was saved').toEqual(before);
    expect(await scripts()).toEqual(NOTHING_RAN);
  };
}

/** Signs `request` in as `email` (its cookies then read the server's state back as that user). */
async function apiSignIn(request: APIRequestContext, email: string) {
  const auth = await apiCall(request, 'POST', '/api/public/user/auth', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(auth.ok()).toBe(true);
}

/** The strings typed as replies: markup and script in three shapes, template syntax and emoji sequences. */
const SHOWN_BACK = [
  'script tag',
  'event handler attribute',
  'attribute break-out',
  'template injection',
  'emoji sequences',
];

test('text saved and shown back: script-like replies are stored byte-exact and shown as text, nothing runs', async ({
  page,
  request,
}) => {
  const scripts = await watchScripts(page);
  const own = await ownSupportCase(request, 'Hostile replies');
  await signInAndWait(page, own.signInAs);
  await page.goto(own.path);
  const caseId = own.path.split('/').at(-1);
  for (const name of SHOWN_BACK) {
    const value = naughty(name);
    await page.locator('form.case-reply [name="text"]').fill(value);
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/support/cases/${caseId}/messages`),
    );
    await page.locator('form.case-reply button[type="submit"]').click();
    expect((await answered).status(), name).toBe(201);
    // Shown in the thread exactly as typed, as the text of an element (not parsed as markup).
    await expect
      .poll(
        () =>
          page
            .locator('.case-message-text')
            .evaluateAll(
              (els, v) => els.some((el) => el.textContent === v && el.children.length === 0),
              value,
            ),
        { message: `${name}: shown back as text` },
      )
      .toBe(true);
    // The reply form is cleared for the next reply.
    await expect(page.locator('form.case-reply [name="text"]')).toHaveValue('');
  }
  // Stored exactly: the case as the server keeps it.
  await apiSignIn(request, own.signInAs);
  const stored = (await (await request.get(`/api/support/cases/${caseId}`)).json()) as {
    messages: { text: string }[];
  };
  for (const name of SHOWN_BACK)
    expect(
      stored.messages.map((m) => m.text),
      name,
    ).toContain(naughty(name));
  expect(await scripts()).toEqual(NOTHING_RAN);
});

test('an e-mail and a name in Russian: the page refuses the e-mail in Russian; the server refuses the name by its rule, said in Russian', async ({
  page,
  request,
}) => {
  const ru: LocaleId = 'ru';
  const scripts = await watchScripts(page);
  const sent = watchRequests(page, /^\/api\/public\/user\/register$/);
  await page.goto('/registration');
  await setThemeAndLanguage(page, 'light', 'ru');
  await page.goto('/registration');
  const before = await dbFingerprint(request);
  await page.locator('[name="acceptTerms"]').check();
  // A right-to-left override makes two addresses look alike: no address, said in the page's language.
  await refusedInPage(page, {
    what: 'RTL override',
    values: { email: naughty('RTL override'), password: 'a-long-password', username: 'Hostile tester' },
    submit: 'form button[type="submit"]',
    field: 'email',
    message: text('registration.emailInvalid', {}, ru),
  });
  expect(sent, 'refused in the page: nothing was sent').toEqual([]);

  // A name the page takes and the server refuses: its field message is the server's rule in the page's words.
  const email = freshEmail('hostile');
  const username = naughty('SQL-ish text');
  await page.locator(at('email')).fill(email);
  await page.locator(at('username')).fill(username);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/public/user/register'));
  await page.locator('form button[type="submit"]').click();
  const answer = await answered;
  expect(answer.status()).toBe(400);
  // The server words its rule in English whatever the language; the page says it in the user's words.
  const said = ((await answer.json()) as { fields: Record<string, string> }).fields.username;
  expect(said, 'the server names the field and its rule').toBe('must be at most 32 characters');
  await expect(errorOf(page, 'username')).toHaveText(text('validation.tooLong', { max: '32' }, ru));
  await expect(page.locator('.form-error')).toHaveText(
    text('registration.errors.VALIDATION_ERROR', { status: 400 }, ru),
  );
  expect(await holds(page, 'email', email)).toBe(true);
  expect(await holds(page, 'username', username)).toBe(true);
  expect(await dbFingerprint(request), 'no account was made').toEqual(before);
  expect(await scripts()).toEqual(NOTHING_RAN);
});

test('a password: sent as typed, refused with the wrong-password message, every field kept', async ({
  page,
  request,
}) => {
  const scripts = await watchScripts(page);
  await page.goto('/login');
  const before = await dbFingerprint(request);
  // An e-mail nobody has: its wrong-password count is its own (never a demo account's).
  const email = freshEmail('hostile');
  for (const name of ['SQL-ish text', 'emoji sequences']) {
    const password = naughty(name);
    await page.locator(at('email')).fill(email);
    await page.locator(at('password')).fill(password);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/public/user/auth'));
    await page.locator('form button[type="submit"]').click();
    const answer = await answered;
    expect((answer.request().postDataJSON() as { password: string }).password, `${name}: sent as typed`).toBe(
      password,
    );
    expect(answer.status()).toBe(400);
    await expect(page.locator('.form-error')).toHaveText(text('login.badCredentials'));
    expect(await holds(page, 'email', email)).toBe(true);
    expect(await holds(page, 'password', password), `${name}: kept`).toBe(true);
  }
  expect(await dbFingerprint(request)).toEqual(before);
  expect(await scripts()).toEqual(NOTHING_RAN);
});

test('an amount and a TRON address: refused in the page with their messages, nothing sent, every field kept', async ({
  page,
  request,
}) => {
  const nothingHappened = await ownPage(page, request, '/wallet', {
    spec: { deposit: 500 },
    writes: /^\/api\/user\/publisher\/withdraw/,
  });
  const valid = { wallet: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', amount: '100.5' };
  const rounds: { field: 'wallet' | 'amount'; name: string; key: string }[] = [
    { field: 'amount', name: 'javascript URL', key: 'validation.number' },
    { field: 'amount', name: 'emoji sequences', key: 'validation.number' },
    { field: 'wallet', name: 'script tag', key: 'wallet.errors.addressLength' },
    { field: 'wallet', name: 'zero-width characters', key: 'wallet.errors.addressLength' },
  ];
  for (const round of rounds)
    await refusedInPage(page, {
      what: round.name,
      values: { ...valid, [round.field]: naughty(round.name) },
      submit: 'form.withdraw-form button[type="submit"]',
      field: round.field,
      message: text(round.key),
    });
  await nothingHappened();
});

test('a landing link: javascript:, data: and http: are refused in the page, nothing sent, nothing saved', async ({
  page,
  request,
}) => {
  const nothingHappened = await ownPage(page, request, '/campaigns/new?campaignType=Task', {
    writes: /^\/api\/campaigns$/,
  });
  const valid = { name: 'Hostile link', 'ads.0.title': 'Hostile ad', budget: '100', bid: '2' };
  for (const link of HOSTILE_LINKS)
    await refusedInPage(page, {
      what: link,
      values: { ...valid, 'ads.0.link': link },
      submit: 'form.editor-form button[type="submit"]',
      field: 'ads.0.link',
      message: text('editor.errors.httpsOnly'),
    });
  await nothingHappened();
});

test('a search box: a naughty search goes into the address and the query as typed, and the list answers', async ({
  page,
  request,
}) => {
  const nothingHappened = await ownPage(page, request, '/campaigns', { spec: { campaigns: 3 } });
  const search = page.locator('input[type="search"]');
  for (const name of ['script tag', 'attribute break-out', 'SQL-ish text']) {
    const value = naughty(name);
    const answered = page.waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname === '/api/campaigns' && url.searchParams.get('name') === value;
    });
    await search.fill(value);
    expect((await answered).status(), name).toBe(200);
    await expect.poll(() => new URL(page.url()).searchParams.get('name'), { message: name }).toBe(value);
    await expect(search).toHaveValue(value);
    await expect(page.getByRole('heading', { name: text('errors.somethingWentWrong') })).toHaveCount(0);
  }
  await nothingHappened();
});

test('the 1 MB string: refused with the limit in words, kept whole, nothing sent', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const nothingHappened = await ownPage(page, request, '/audiences/new', { writes: /^\/api\/audiences$/ });
  await page.locator('input[type="radio"][value="CONVERTERS"]').check();
  await refusedInPage(page, {
    what: 'the megabyte',
    values: { action: 'purchase', name: naughty('1 MB string') },
    submit: 'form.audience-form button[type="submit"]',
    field: 'name',
    message: text('audiences.form.errors.nameTooLong'),
  });
  await expect(page).toHaveURL(/\/audiences\/new$/);
  await nothingHappened();
});

/** The three hostile files: an SVG with scripts, a PNG named like a video, and 60 MB behind `head` (a real type). */
function hostileFiles(head: Buffer) {
  return {
    svg: {
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
      ),
    },
    renamed: { name: 'clip.mp4', mimeType: 'video/mp4', buffer: PNG },
    huge: {
      name: 'huge.bin',
      mimeType: 'application/octet-stream',
      buffer: Buffer.concat([head, Buffer.alloc(60 * MB)]),
    },
  };
}
const MB = 1024 * 1024;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PNG_HEAD = PNG.subarray(0, 8);
const MP4_HEAD = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypmp42')]);

/**
 * A file as `setInputFiles` takes it: Playwright sends at most 50 MB from memory, so a bigger one is written to the
 * system's temporary folder first (once) and given by path.
 */
function asInputFile(file: { name: string; mimeType: string; buffer: Buffer }) {
  if (file.buffer.length <= 50 * MB) return file;
  const path = join(
    tmpdir(),
    `adnet-hostile-${file.buffer.length}-${file.buffer.subarray(0, 8).toString('hex')}`,
  );
  if (!existsSync(path) || statSync(path).size !== file.buffer.length) writeFileSync(path, file.buffer);
  return path;
}

/** The message a file field shows for a refused file (ui's templates in the feature's texts). */
const fileError = (
  prefix: string,
  key: 'typeError' | 'sizeError' | 'dimensionsError',
  vars: Record<string, string | number>,
) => text(`${prefix}.${key}`, vars);

test('file inputs of the campaign editor: SVG, a PNG named .mp4 and 60 MB are refused before any upload, with their messages', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const scripts = await watchScripts(page);
  const owner = await newAccount(request);
  await signInAndWait(page, owner.email);
  const uploads = watchRequests(page, /^\/api\/upload\//);
  const before = await dbFingerprint(request);
  const editor = [
    {
      type: 'Task',
      field: 'icon',
      head: PNG_HEAD,
      svg: fileError('editor.upload', 'typeError', { actual: 'SVG', accepted: 'PNG, JPEG, WebP' }),
      // A 1 px picture: an icon is square, 30 to 512 px.
      renamed: fileError('editor.upload', 'dimensionsError', { width: 1, height: 1 }),
      huge: fileError('editor.upload', 'sizeError', { size: '60 MB', max: '1 MB' }),
    },
    {
      type: 'BotMessageMedia',
      field: 'image',
      head: PNG_HEAD,
      svg: fileError('editor.upload', 'typeError', { actual: 'SVG', accepted: 'PNG, JPEG, WebP, GIF' }),
      // A picture field goes by the bytes: the PNG named clip.mp4 is a picture, and is uploaded.
      renamed: null,
      huge: fileError('editor.upload', 'sizeError', { size: '60 MB', max: '5 MB' }),
    },
    {
      type: 'FullscreenMedia',
      field: 'video',
      head: MP4_HEAD,
      svg: fileError('editor.upload', 'typeError', { actual: 'SVG', accepted: 'MP4, WebM' }),
      renamed: fileError('editor.upload', 'typeError', { actual: 'PNG', accepted: 'MP4, WebM' }),
      huge: fileError('editor.upload', 'sizeError', { size: '60 MB', max: '50 MB' }),
    },
  ] as const;
  for (const media of editor) {
    await page.goto(`/campaigns/new?campaignType=${media.type}`);
    const input = page.locator(`[data-field="ads.0.${media.field}"] input[type="file"]`);
    const row = page.locator(`[data-field="ads.0.${media.field}"] .adn-FileUpload-item`);
    const files = hostileFiles(media.head);
    for (const which of ['svg', 'renamed', 'huge'] as const) {
      const what = `${media.field} › ${files[which].name}`;
      const sentBefore = uploads.length;
      await input.setInputFiles(asInputFile(files[which]));
      const expected = media[which];
      if (expected === null) {
        await expect(row.and(page.locator('[data-status="LOADED"]')), what).toBeVisible();
        expect(uploads.length, `${what}: uploaded`).toBeGreaterThan(sentBefore);
        continue;
      }
      await expect(
        row.and(page.locator('[data-status="ERROR"]')).locator('[data-slot="status"]'),
        what,
      ).toHaveText(expected);
      expect(uploads.length, `${what}: nothing was uploaded`).toBe(sentBefore);
    }
  }
  // The one fair picture's upload is all that was stored.
  expect({ ...(await dbFingerprint(request)), uploads: '' }).toEqual({ ...before, uploads: '' });
  expect(await scripts()).toEqual(NOTHING_RAN);
});

test('file inputs of a support reply and an audience: hostile files are refused before any upload, with their messages', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const scripts = await watchScripts(page);
  const own = await ownSupportCase(request, 'Hostile pictures');
  await signInAndWait(page, own.signInAs);
  const uploads = watchRequests(page, /^\/api\/upload\//);
  const before = await dbFingerprint(request);
  // The reply's pictures: a list, each file on a row of its own.
  await page.goto(own.path);
  const files = hostileFiles(PNG_HEAD);
  const input = page.locator('form.case-reply input[type="file"]');
  const refused = page.locator('form.case-reply [data-status="ERROR"] [data-slot="status"]');
  await input.setInputFiles(files.svg);
  await expect(refused).toHaveText([
    fileError('support.upload', 'typeError', { actual: 'SVG', accepted: 'PNG, JPEG, GIF, WebP' }),
  ]);
  await input.setInputFiles(asInputFile(files.huge));
  await expect(refused).toHaveText([
    fileError('support.upload', 'typeError', { actual: 'SVG', accepted: 'PNG, JPEG, GIF, WebP' }),
    fileError('support.upload', 'sizeError', { size: '60 MB', max: '5 MB' }),
  ]);
  expect(uploads, 'the refused files were never uploaded').toEqual([]);
  await input.setInputFiles(files.renamed);
  await expect(page.locator('form.case-reply [data-status="LOADED"]')).toHaveCount(1);
  expect(uploads.length, 'the PNG named clip.mp4 is a picture: uploaded').toBeGreaterThan(0);
  // Its upload is all that was stored.
  expect({ ...(await dbFingerprint(request)), uploads: '' }).toEqual({ ...before, uploads: '' });

  // An audience's id list, read in the page: what is not text is refused as it is chosen, a text without an id on
  // submit; nothing is created.
  const lister = await newAccount(request);
  await page.context().clearCookies();
  await signInAndWait(page, lister.email);
  const created = watchRequests(page, /^\/api\/audiences/);
  const beforeList = await dbFingerprint(request);
  for (const file of [files.renamed, { ...files.huge, buffer: Buffer.alloc(60 * MB) }, files.svg]) {
    await page.goto('/audiences/new');
    await page.locator('input[type="radio"][value="UPLOADED"]').check();
    await page.locator(at('name')).fill('Hostile list');
    await page.locator('form.audience-form input[type="file"]').setInputFiles(asInputFile(file));
    const key = file === files.svg ? 'audiences.form.errors.noIds' : 'audiences.form.errors.unreadable';
    if (file === files.svg) await page.locator('form.audience-form button[type="submit"]').click();
    await expect(errorOf(page, 'input[type="file"]'), file.name).toHaveText(text(key));
  }
  expect(created, 'no audience was created').toEqual([]);
  expect(await dbFingerprint(request)).toEqual(beforeList);
  expect(await scripts()).toEqual(NOTHING_RAN);
});
