import type { StoryContext } from '@storybook/react-vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inBothThemes } from './a11y-in-both-themes';
import { STORY_THEME_EVENT } from './decorators';

type Report = StoryContext['reporting']['reports'][number];

function storyContext(globals: Record<string, unknown>, storyGlobals: Record<string, unknown> = {}) {
  const reports: Report[] = [];
  return {
    title: 'Primitives/Badge',
    name: 'Default',
    viewMode: 'story',
    globals: { theme: 'light', locale: 'en', ...globals },
    storyGlobals,
    reporting: { reports, addReport: (report: Report) => void reports.push(report) },
  } as unknown as StoryContext;
}

const violation = {
  id: 'color-contrast',
  impact: 'serious',
  help: 'Elements must meet minimum color contrast ratio thresholds',
  helpUrl: 'https://dequeuniversity.com/rules/axe/4.14/color-contrast',
  nodes: [
    {
      target: ['.adn-Badge'],
      failureSummary:
        'Fix any of the following:\n  Element has insufficient color contrast of 2 (#4a4f5a on #1b1f28)',
    },
  ],
};

/** Stands in for the a11y addon's afterEach: reports what axe finds in the theme on <html>, throws on 'error'. */
function addonFinding(violationsIn: Record<string, unknown[]>, test: 'error' | 'todo' = 'error') {
  const themes: string[] = [];
  const transitionsOff: boolean[] = [];
  const afterEach = vi.fn(async (context: StoryContext) => {
    const theme = document.documentElement.dataset.theme ?? 'light';
    themes.push(theme);
    transitionsOff.push(
      [...document.head.querySelectorAll('style')].some((s) => /transition: none/.test(s.textContent ?? '')),
    );
    const violations = violationsIn[theme] ?? [];
    const status = violations.length === 0 ? 'passed' : test === 'todo' ? 'warning' : 'failed';
    await context.reporting.addReport({ type: 'a11y', version: 1, result: { violations }, status });
    if (status === 'failed') {
      await context.reporting.addReport({
        type: 'a11y',
        version: 1,
        result: { error: 'x' },
        status: 'failed',
      });
      throw new Error('expect(received).toHaveNoViolations(expected)');
    }
  });
  return { afterEach, themes, transitionsOff };
}

afterEach(() => {
  document.documentElement.removeAttribute('data-theme');
});

describe('inBothThemes', () => {
  it('runs the addon in the theme the story rendered in, then in dark, with transitions off', async () => {
    document.documentElement.dataset.theme = 'light';
    const addon = addonFinding({});
    const heard: string[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent<string>).detail);
    window.addEventListener(STORY_THEME_EVENT, listener);
    await inBothThemes(addon.afterEach)(storyContext({}));
    window.removeEventListener(STORY_THEME_EVENT, listener);
    expect(addon.themes).toEqual(['light', 'dark']);
    expect(addon.transitionsOff).toEqual([false, true]);
    expect(heard).toEqual(['dark']);
    expect(
      [...document.head.querySelectorAll('style')].some((s) => /transition/.test(s.textContent ?? '')),
    ).toBe(false);
  });

  it('fails naming the dark theme, the rule, its impact and the element', async () => {
    document.documentElement.dataset.theme = 'light';
    const context = storyContext({});
    const run = inBothThemes(addonFinding({ dark: [violation] }).afterEach)(context);
    await expect(run).rejects.toThrow(
      'Story "Primitives/Badge › Default" has accessibility violations in the dark theme',
    );
    await expect(run).rejects.toThrow(
      '  color-contrast (serious): Elements must meet minimum color contrast ratio thresholds',
    );
    await expect(run).rejects.toThrow(
      '    - .adn-Badge: Element has insufficient color contrast of 2 (#4a4f5a on #1b1f28)',
    );
    // The dark findings reach Storybook's test panel after the light ones (not the addon's second, error report).
    expect(context.reporting.reports.map((r) => r.status)).toEqual(['passed', 'failed']);
  });

  it("keeps the addon's own light failure, named, with the dark findings under it", async () => {
    document.documentElement.dataset.theme = 'light';
    const run = inBothThemes(addonFinding({ light: [violation], dark: [violation] }).afterEach)(
      storyContext({}),
    );
    await expect(run).rejects.toThrow(
      'Story "Primitives/Badge › Default", in the light theme it rendered in:\nexpect(received).toHaveNoViolations',
    );
    await expect(run).rejects.toThrow(
      /toHaveNoViolations[\s\S]*has accessibility violations in the dark theme/,
    );
  });

  it("passes when the addon only warns ('todo'), and still reports the warning", async () => {
    document.documentElement.dataset.theme = 'light';
    const context = storyContext({});
    await inBothThemes(addonFinding({ dark: [violation] }, 'todo').afterEach)(context);
    expect(context.reporting.reports.map((r) => r.status)).toEqual(['passed', 'warning']);
  });

  it('judges a story that pins its theme in that theme only', async () => {
    document.documentElement.dataset.theme = 'dark';
    const addon = addonFinding({});
    await inBothThemes(addon.afterEach)(storyContext({ theme: 'dark' }, { theme: 'dark' }));
    expect(addon.themes).toEqual(['dark']);
  });
});
