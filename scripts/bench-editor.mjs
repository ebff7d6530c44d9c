#!/usr/bin/env node
/* global document, requestAnimationFrame, window, Element, MutationObserver */
// Benchmark (not a test): the campaign editor's cost per keystroke with the live preview open (issue 11 asks
// under 16 ms). Starts the built cabinet with the sandbox on its own port and data folder, signs in as
// advertiser@demo.adnet in Chromium at 1280 px (form and preview side by side), opens
// /campaigns/new?campaignType=BotMessageMedia and types BENCH_CHARS (default 120) characters into the ad's title
// and text, one key at a time, as fast as Playwright sends them (about a key every 5-25 ms: far faster than a
// person, so frames often carry two keys).
//
// What a keystroke costs is read from a Chromium trace recorded while typing (categories `benchmark` and
// `blink.user_timing`: light), anchored on performance marks the page sets:
//   - keydown -> next frame (the RESULT): from the keydown event's own time stamp (when the browser took the key,
//     so the wait for a busy main thread counts) to the end of the main thread's work on the next frame (the
//     animation frame callback the keydown asked for marks which frame; the frame ends when its style, layout,
//     paint and commit are done: the trace's ProxyMain::BeginMainFrame). The typed character is in that frame.
//   - keydown -> preview shows the key: to the end of the frame after the preview's DOM first holds the field's
//     new value (the preview follows as a React transition, so usually one frame later).
//   - keydown -> on screen: Chromium's own EventLatency of the key press (to the frame's presentation by the
//     display compositor; adds raster and the wait for the display's next vsync).
//   - keydown -> rAF -> setTimeout 0: the measure this script used before 2026-11-23 10:00. Not a frame time: while keys keep
//     coming, Chromium runs input and frames before timers, so that timer fires only after the next keys'
//     frames (the trace shows one to five later keydowns inside it); it is printed only to compare with old figures.
// The same measure then runs on a bare page with two inputs (what the harness and Chromium cost with no page at
// all; BENCH_BASELINE=0 skips it). PRINTS median, p95 and max, and a RESULT line against the 16 ms goal. It never
// fails on time; it exits non-zero only when something cannot run.
// BENCH_KEY_DELAY=<ms> waits that long after each key (e.g. 150: a fast person's pace, about 7 keys a second), so
// each key has its frames to itself and "preview shows the key" is what a person sees rather than a transition
// overtaken by the next key.
// BENCH_PROFILE=1 also prints how many components React rendered per keystroke in each part of the page (ads,
// targeting, strategy, review, preview, page): what to cut when the figure grows.
// BENCH_TRACE=1 records a heavier trace and prints the CPU time (thread time: it hardly moves with the machine's
// load) per keystroke of every task on the page's main thread by kind (input events with the React work and the
// forced layouts they run, frames, React's scheduler, Chromium's autofill, timers), and of the other threads
// (compositor, raster, the browser's autofill parsing). Its latencies include the heavier tracing.
//
//   pnpm build && BENCH_PORT=4393 pnpm bench:editor      (CHROME_PATH picks another Chromium)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';

const port = Number(process.env.BENCH_PORT ?? 4393);
const chars = Number(process.env.BENCH_CHARS ?? 120);
/** BENCH_KEY_DELAY: milliseconds to wait after each key (0: as fast as Playwright sends them). */
const keyDelay = Number(process.env.BENCH_KEY_DELAY ?? 0);
/** BENCH_PROFILE=1: also count the components React renders per keystroke, by part of the page (slower). */
const profile = process.env.BENCH_PROFILE === '1';
/** BENCH_TRACE=1: also print the CPU time per keystroke by task and thread, from a heavier Chromium trace. */
const trace = process.env.BENCH_TRACE === '1';
/** BENCH_BASELINE=0: skip the bare page with two inputs (the harness's own cost). */
const baseline = process.env.BENCH_BASELINE !== '0';
const base = `http://127.0.0.1:${port}`;
const TEXT = 'Fresh coffee beans roasted today, delivered in Berlin within the hour. ';
const FIELDS = ['ads.0.title', 'ads.0.subtitle'];
const CATEGORIES = ['benchmark', 'blink.user_timing'];
const CPU_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'];

/**
 * In the page, before typing: every keydown records its own time stamp and asks for an animation frame that marks
 * (performance.mark) the frame it lands in; the old measure's setTimeout 0 is kept beside it. With a preview, a
 * MutationObserver records what the preview shows after each of its commits and marks the frame after.
 */
function installProbes() {
  const bench = { keys: [], previews: [] };
  window.__bench = bench;
  let current = null;
  document.addEventListener(
    'keydown',
    (event) => {
      const key = { id: bench.keys.length + 1, start: event.timeStamp, dispatched: performance.now() };
      bench.keys.push(key);
      current = key;
      requestAnimationFrame(() => {
        key.raf = performance.now();
        performance.mark(`bench-key-${key.id}-frame`);
        setTimeout(() => (key.timer = performance.now()), 0);
      });
    },
    true,
  );
  document.addEventListener('input', (event) => current && (current.value = event.target.value), true);
  const preview = document.querySelector('.adn-AdPreview')?.parentElement;
  if (preview)
    new MutationObserver(() => {
      const seen = { id: bench.previews.length + 1, at: performance.now(), text: preview.textContent };
      bench.previews.push(seen);
      requestAnimationFrame(() => performance.mark(`bench-preview-${seen.id}-frame`));
    }).observe(preview, { subtree: true, childList: true, characterData: true });
}

/**
 * From the trace: for each `bench-…-frame` mark, when (in the page's clock) the main thread finished the frame it
 * was set in (the end of the ProxyMain::BeginMainFrame around it); and Chromium's EventLatency of each key press.
 */
function readTrace(traceEvents) {
  const marks = traceEvents.filter((e) => e.cat === 'blink.user_timing' && e.name.startsWith('bench-'));
  const frames = traceEvents.filter((e) => e.name === 'ProxyMain::BeginMainFrame' && e.ph === 'X');
  const frameEnd = {};
  for (const mark of marks) {
    const frame = frames.find(
      (f) => f.pid === mark.pid && f.tid === mark.tid && f.ts <= mark.ts && mark.ts <= f.ts + f.dur,
    );
    if (frame) frameEnd[mark.name] = mark.args.data.startTime + (frame.ts + frame.dur - mark.ts) / 1000;
  }
  const open = {};
  const onScreen = [];
  for (const e of traceEvents.filter((e) => e.name === 'EventLatency').sort((a, b) => a.ts - b.ts)) {
    const id = `${e.pid}:${e.id2?.local ?? e.id}`;
    if (e.ph === 'b') open[id] = e;
    else if (e.ph === 'e' && open[id]) {
      if (open[id].args?.event_latency?.event_type === 'KEY_PRESSED')
        onScreen.push((e.ts - open[id].ts) / 1000);
      delete open[id];
    }
  }
  return { frameEnd, onScreen };
}

/**
 * BENCH_TRACE: CPU (thread time, ms) of every top-level task while typing: on the page's main thread by kind of
 * task (what posted it), elsewhere by thread. Top level only, so nothing counts twice.
 */
function cpuByTask(traceEvents) {
  const thread = {};
  const proc = {};
  for (const e of traceEvents) {
    if (e.name === 'thread_name') thread[`${e.pid}:${e.tid}`] = e.args.name;
    if (e.name === 'process_name') proc[e.pid] = e.args.name;
  }
  const marks = traceEvents.filter((e) => e.cat === 'blink.user_timing' && e.name.startsWith('bench-key-'));
  const main = `${marks[0].pid}:${marks[0].tid}`;
  const from = Math.min(...marks.map((m) => m.ts)) - 20_000;
  const to = Math.max(...marks.map((m) => m.ts)) + 100_000;
  const KINDS = {
    PostTaskToMainThread: 'input events (React, forced style and layout)',
    ScheduledActionSendBeginMainFrame: 'frames (style, layout, paint, commit)',
    FormControlDidChange: "Chromium's autofill (form extraction)",
    Notify: "React's scheduler (MessagePort)",
    PostDispatchNextMessageFromPipe: "React's scheduler (MessagePort)",
    DOMTimer: 'timers',
    PostSchedulerIdleTask: 'idle callbacks',
  };
  const byKind = {};
  const byThread = {};
  let forcedLayout = 0;
  const openUntil = {};
  const x = traceEvents.filter((e) => e.ph === 'X' && e.ts >= from && e.ts <= to).sort((a, b) => a.ts - b.ts);
  for (const e of x) {
    if (e.name !== 'ThreadControllerImpl::RunTask' && e.name !== 'ThreadPool_RunTask') continue;
    const where = `${e.pid}:${e.tid}`;
    if (e.ts < (openUntil[where] ?? 0)) continue;
    openUntil[where] = e.ts + e.dur;
    const cpu = (e.tdur ?? e.dur) / 1000;
    if (where === main) {
      const kind = KINDS[e.args?.src_func] ?? 'other tasks';
      byKind[kind] = (byKind[kind] ?? 0) + cpu;
    } else {
      const name = `${proc[e.pid] ?? e.pid} ${thread[where] ?? e.tid}`;
      byThread[name] = (byThread[name] ?? 0) + cpu;
    }
  }
  for (const e of x)
    if (`${e.pid}:${e.tid}` === main && (e.name === 'Layout' || e.name === 'UpdateLayoutTree')) {
      const task = x.find(
        (t) =>
          t.name === 'ThreadControllerImpl::RunTask' &&
          t.pid === e.pid &&
          t.tid === e.tid &&
          t.ts <= e.ts &&
          e.ts <= t.ts + t.dur,
      );
      if (task?.args?.src_func === 'PostTaskToMainThread') forcedLayout += (e.tdur ?? e.dur) / 1000;
    }
  return { byKind, byThread, forcedLayout };
}

/** Types into the page's two fields with the probes in place and reads the trace: the figures of one page. */
async function typeAndMeasure(page, browser) {
  await page.evaluate(installProbes);
  if (profile) await page.evaluate(() => (window.__benchCounting = true));
  await browser.startTracing(page, { categories: trace ? [...CATEGORIES, ...CPU_CATEGORIES] : CATEGORIES });
  for (const field of FIELDS) {
    await page.locator(`[name="${field}"]`).focus();
    for (let i = 0; i < chars / 2; i++) {
      await page.keyboard.type(TEXT[i % TEXT.length]);
      if (keyDelay > 0) await page.waitForTimeout(keyDelay);
    }
  }
  await page.waitForTimeout(300);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8'));
  const { keys, previews } = await page.evaluate(() => window.__bench);
  const { frameEnd, onScreen } = readTrace(traceEvents);
  const toFrame = [];
  const toPreview = [];
  const timer = [];
  const later = [];
  let previewMissed = 0;
  for (const key of keys) {
    const end = frameEnd[`bench-key-${key.id}-frame`];
    if (end !== undefined) toFrame.push(end - key.start);
    if (key.timer !== undefined) {
      timer.push(key.timer - key.dispatched);
      later.push(keys.filter((k) => k.dispatched > key.dispatched && k.dispatched < key.timer).length);
    }
    if (!previews.length) continue;
    // The first preview commit after the key that holds the field's new value (a later value holds it too).
    const seen = previews.find((p) => p.at >= key.dispatched && p.text.includes(key.value));
    const shown = seen && frameEnd[`bench-preview-${seen.id}-frame`];
    if (shown === undefined) previewMissed += 1;
    else toPreview.push(shown - key.start);
  }
  if (toFrame.length < keys.length / 2)
    throw new Error(`only ${toFrame.length} of ${keys.length} frames found`);
  return {
    keys: keys.length,
    toFrame,
    toPreview,
    previewMissed,
    onScreen,
    timer,
    later,
    cpu: trace ? cpuByTask(traceEvents) : null,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'adnet-bench-editor-'));

const sandbox = spawn('pnpm', ['--filter', '@adnet/sandbox-api', 'exec', 'tsx', 'src/main.ts', 'start'], {
  env: { ...process.env, SANDBOX_PORT: String(port), SANDBOX_DATA_DIR: dataDir, SANDBOX_QUIET: '1' },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-sandbox.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/public/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the sandbox did not start within 60 s');
}

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  // The bare page first, in a browser nothing else has run in yet: its figures are the harness's floor.
  let harness = null;
  if (baseline) {
    const bare = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await bare.setContent(FIELDS.map((name) => `<input name="${name}">`).join(''));
    harness = await typeAndMeasure(bare, browser);
    await bare.context().close();
  }
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  // Which parts of the page React renders per keystroke: a minimal devtools hook (React calls it on every commit,
  // production builds too) counts the function components that did work, by the part of the page they draw.
  // Only with BENCH_PROFILE=1: the timed runs have no hook.
  if (profile)
    await page.addInitScript(() => {
      const counts = [];
      window.__benchCommits = counts;
      window.__benchRoots = {};
      const PERFORMED_WORK = 1;
      const FUNCTION_COMPONENTS = new Set([0, 11, 14, 15]); // function, forwardRef, memo, simple memo
      const hostOf = (fiber) => {
        for (let f = fiber; f; f = f.child) if (f.stateNode instanceof Element) return f.stateNode;
        return null;
      };
      const partOf = (fiber) => {
        const part = hostOf(fiber)?.closest('.editor-section[id], .editor-preview');
        return part ? part.id || 'preview' : 'page';
      };
      window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer) {
          this.renderers.set(this.renderers.size + 1, renderer);
          return this.renderers.size;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onPostCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onCommitFiberRoot(_id, root) {
          if (!window.__benchCounting) return;
          const rendered = {};
          // As React DevTools tells a render: a mounted fiber, or one flagged PerformedWork; a subtree whose child
          // list is the previous one was skipped whole.
          const walk = (parent, ancestorRendered) => {
            for (let f = parent.child; f; f = f.sibling) {
              const mounted = f.alternate === null;
              const did =
                FUNCTION_COMPONENTS.has(f.tag) && (mounted || (f.flags & PERFORMED_WORK) === PERFORMED_WORK);
              if (did && !ancestorRendered) {
                // Where a render started (its owner did not render): the state or subscription that changed.
                const host = hostOf(f);
                const type = f.type?.type ?? f.type?.render ?? f.type;
                const key = `${partOf(f)}/${type?.displayName || type?.name || '?'}@${host ? `${host.tagName.toLowerCase()}.${host.classList[0] ?? ''}` : 'nothing'}`;
                window.__benchRoots[key] = (window.__benchRoots[key] ?? 0) + 1;
              }
              if (did) {
                const part = partOf(f);
                rendered[part] = (rendered[part] ?? 0) + 1;
              }
              const below = FUNCTION_COMPONENTS.has(f.tag) ? did : ancestorRendered;
              if (mounted || f.child !== f.alternate.child) walk(f, below);
            }
          };
          walk(root.current, false);
          counts.push(rendered);
        },
      };
    });
  await page.goto(`${base}/login`);
  await page.locator('input[name="email"]').fill('advertiser@demo.adnet');
  await page.locator('input[name="password"]').fill('demo-pass-2026');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.goto(`${base}/campaigns/new?campaignType=BotMessageMedia`);
  await page.locator('.adn-AdPreview').waitFor();
  // The sections below the first and the type select arrive after the form's first paint (lazy-parts.tsx): typing
  // starts once they are in, so their mounting is not counted as keystrokes' work.
  await page.locator('[data-testid="editor-section-placeholder"]').first().waitFor({ state: 'detached' });
  await page.locator('.editor-type [data-slot="select-trigger"]:not([inert])').waitFor();
  const editor = await typeAndMeasure(page, browser);
  const commits = profile ? await page.evaluate(() => window.__benchCommits) : [];
  const roots = profile ? await page.evaluate(() => window.__benchRoots) : {};
  await browser.close();
  const ms = (x) => `${x.toFixed(1)} ms`;
  const figures = (xs) =>
    xs.length
      ? `median ${ms(quantile(xs, 0.5))}, p95 ${ms(quantile(xs, 0.95))}, max ${ms(Math.max(...xs))}`
      : 'none';
  console.log(
    `campaign editor, ${editor.keys} keystrokes into the ad's title and text with the preview open${profile ? ' (profiling: times include the counting)' : ''}${trace ? ' (heavy tracing: times include it)' : ''}${keyDelay > 0 ? `, ${keyDelay} ms after each key` : ''}:`,
  );
  console.log(`  keydown -> next frame (main thread done): ${figures(editor.toFrame)}`);
  console.log(
    `  keydown -> preview shows the key: ${figures(editor.toPreview)}${editor.previewMissed ? ` (${editor.previewMissed} keys never seen in the preview alone)` : ''}`,
  );
  console.log(`  keydown -> on screen (Chromium's EventLatency): ${figures(editor.onScreen)}`);
  const old = (run) =>
    `${figures(run.timer)}; its timer fired after ${quantile(run.later, 0.5)} later keydowns (median; max ${Math.max(...run.later)})`;
  console.log(`  keydown -> rAF -> setTimeout 0 (the measure used before; not a frame time): ${old(editor)}`);
  if (harness) {
    console.log(
      `bare page with two inputs, ${harness.keys} keystrokes (what the harness costs without the page):`,
    );
    console.log(`  keydown -> next frame (main thread done): ${figures(harness.toFrame)}`);
    console.log(`  keydown -> on screen (Chromium's EventLatency): ${figures(harness.onScreen)}`);
    console.log(`  keydown -> rAF -> setTimeout 0 (the measure used before): ${old(harness)}`);
  }
  const median = quantile(editor.toFrame, 0.5);
  console.log(
    `  RESULT: campaign editor keydown -> next frame median ${ms(median)} a keystroke; goal under 16 ms: ${median < 16 ? 'MET' : 'NOT MET'}`,
  );
  for (const [name, run] of [
    ['campaign editor', editor],
    ['bare page', harness],
  ]) {
    if (!run?.cpu) continue;
    const per = (t) => (t / run.keys).toFixed(2);
    const list = (totals) =>
      Object.entries(totals)
        .sort((a, b) => b[1] - a[1])
        .filter(([, t]) => t / run.keys >= 0.01)
        .map(([kind, t]) => `${kind} ${per(t)}`)
        .join(', ');
    const total = Object.values(run.cpu.byKind).reduce((a, t) => a + t, 0);
    console.log(
      `  ${name}: main thread CPU per keystroke ${per(total)} ms: ${list(run.cpu.byKind)}; of the input events, forced style and layout ${per(run.cpu.forcedLayout)}`,
    );
    console.log(`  ${name}: other threads' CPU per keystroke (ms): ${list(run.cpu.byThread)}`);
  }
  if (profile) {
    const parts = {};
    const seen = {};
    for (const commit of commits)
      for (const [part, n] of Object.entries(commit)) {
        parts[part] = (parts[part] ?? 0) + n;
        seen[part] = (seen[part] ?? 0) + 1;
      }
    const per = Object.entries(parts)
      .sort((a, b) => b[1] - a[1])
      .map(([part, n]) => `${part} ${(n / editor.keys).toFixed(1)} (in ${seen[part]} commits)`)
      .join(', ');
    console.log(
      `  React per keystroke: ${(commits.length / editor.keys).toFixed(1)} commits; components rendered by part: ${per || 'none'}`,
    );
    console.log(
      `  where renders start (per keystroke): ${Object.entries(roots)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10)
        .map(([name, n]) => `${name} ${(n / editor.keys).toFixed(2)}`)
        .join(', ')}`,
    );
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stop();
}
