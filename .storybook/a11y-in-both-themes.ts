import type { StoryContext } from '@storybook/react-vite';
import type { AxeResults, Result } from 'axe-core';
import { switchStoryTheme, type StoryTheme } from './decorators';

/** The a11y addon's `afterEach` (`@storybook/addon-a11y/preview`): axe on the page as it is, judged its way. */
type A11yAfterEach = (context: StoryContext) => unknown;
type Report = StoryContext['reporting']['reports'][number];

/**
 * Every story must pass axe in both themes. The story tests render and play each story once, in the light theme,
 * and let the a11y addon judge it; this then switches the same page to the other theme, dark, in place
 * (`switchStoryTheme`: `<html>`, which portalled dialogs and menus are under, and in a screen story the cabinet's
 * ThemeProvider) and runs the addon's `afterEach` again. The addon's own code decides whether and how to run axe
 * (`parameters.a11y`: `test` 'off' / 'todo' / 'error', `disable`, `context`, `options`, `config` with the rules a
 * story turns off) and whether that fails the test; only the failure's message is ours, to name the theme. A
 * second project that played every story again in dark doubled the story tests (215 s on two idle cores).
 *
 * A story that pins a theme of its own (`globals: { theme: 'dark' }`) is judged in it only, as before: the dark
 * project rendered it the same.
 */
export function inBothThemes(addonAfterEach: A11yAfterEach) {
  return async (context: StoryContext) => {
    let failed = false;
    let failure: unknown;
    try {
      await addonAfterEach(context);
    } catch (error) {
      failed = true;
      failure = error;
    }
    const other = otherTheme(context);
    // The addon judges a story's canvas only; a docs page (never in the story tests) has many stories in one page.
    const otherFailure =
      other && context.viewMode === 'story' ? await judgeIn(other, context, addonAfterEach) : null;
    if (failed) {
      // The addon's own failure, named after the theme it was in, with the other theme's violations under it.
      if (failure instanceof Error) {
        const rendered = context.globals.theme === 'dark' ? 'dark' : 'light';
        failure.message = `${storyName(context)}, in the ${rendered} theme it rendered in:\n${failure.message}`;
        if (otherFailure) failure.message += `\n\n${otherFailure.message}`;
      }
      throw failure;
    }
    if (otherFailure) throw otherFailure;
  };
}

function otherTheme(context: StoryContext): StoryTheme | null {
  if (context.storyGlobals?.theme !== undefined) return null;
  return context.globals.theme === 'dark' ? 'light' : 'dark';
}

const storyName = (context: StoryContext) => `Story "${context.title} › ${context.name}"`;

/** Switches the story to `theme`, runs the addon's check with a reporter of our own, and returns its failure. */
async function judgeIn(theme: StoryTheme, context: StoryContext, addonAfterEach: A11yAfterEach) {
  const reports: Report[] = [];
  const reporting = { reports, addReport: (report: Report) => void reports.push(report) };
  let thrown: unknown;
  const restoreTransitions = await switched(theme);
  try {
    await addonAfterEach({ ...context, reporting });
  } catch (error) {
    thrown = error;
  } finally {
    // The story stays in `theme`: the next one sets its own when it renders (`withThemeAndLocale`).
    restoreTransitions();
  }
  // What the addon found (it adds a second report when it fails the test): in Storybook's test panel the story
  // shows the worse of the two themes, so a theme that passed adds nothing.
  const [report] = reports;
  if (report && report.status !== 'passed') await context.reporting.addReport(report);
  if (thrown === undefined) return null;
  const result = report?.result as Partial<AxeResults> | undefined;
  const story = storyName(context);
  if (!result?.violations) {
    const reason = thrown instanceof Error ? thrown.message : String(thrown);
    return new Error(`${story}: axe failed in the ${theme} theme: ${reason}`, { cause: thrown });
  }
  // The list replaces the addon's matcher message (the same findings, each with its whole HTML), not its cause.
  return new Error(
    `${story} has accessibility violations in the ${theme} theme ` +
      `(it rendered in ${theme === 'dark' ? 'light' : 'dark'} and was switched in place):\n${listViolations(result)}`,
  );
}

/**
 * Applies the theme and resolves once the page shows it; returns what turns colour transitions back on. They are
 * off while the story is judged: contrast must be measured on the theme's colours, not on a button 40 ms into
 * fading between the two (Storybook also turns transitions off around `afterEach` in tests, `pauseAnimations`;
 * this does not rely on it). Then one frame, and more while the page still changes (a chart redrawn for the new
 * tokens), 20 at most.
 */
async function switched(theme: StoryTheme) {
  const still = document.createElement('style');
  still.textContent = '*, *::before, *::after { transition: none !important; }';
  document.head.append(still);
  let changed = 0;
  const changes = new MutationObserver((records) => {
    changed += records.length;
  });
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    switchStoryTheme(theme);
    // The switch's own changes (and in a screen story the app's, rendered synchronously) are done.
    changes.takeRecords();
    for (let frame = 0; frame < 20; frame += 1) {
      changed = 0;
      await nextFrame();
      changed += changes.takeRecords().length;
      if (changed === 0) break;
    }
  } catch (error) {
    still.remove();
    throw error;
  } finally {
    changes.disconnect();
  }
  return () => still.remove();
}

/** After the next frame, and the tasks it queued; a page that draws no frames (hidden) moves on after 100 ms. */
function nextFrame() {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      setTimeout(resolve, 0);
    });
  });
}

/** Each violation: rule, impact, what it asks, then each element it found (selector, and axe's finding). */
function listViolations(result: Partial<AxeResults>) {
  // The addon's matcher (vitest-axe) fails on the impact levels `options.impactLevels` lists, when it lists any.
  const levels = (result.toolOptions as { impactLevels?: string[] } | undefined)?.impactLevels ?? [];
  const violations = (result.violations ?? []).filter(
    (violation: Result) => levels.length === 0 || levels.includes(violation.impact ?? ''),
  );
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => {
        const target = node.target
          .map((part) => (Array.isArray(part) ? part.join(' >>> ') : part))
          .join(' | ');
        const finding = (node.failureSummary ?? '')
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line && !/^Fix (any|all) of the following:$/.test(line))
          .join('; ');
        return `    - ${target}${finding ? `: ${finding}` : ''}`;
      });
      return [
        `  ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} [${violation.helpUrl}]`,
        ...nodes,
      ].join('\n');
    })
    .join('\n');
}
