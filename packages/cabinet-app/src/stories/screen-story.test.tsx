import { render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ThemeProvider, useTheme } from '@adnet/ui';
import { switchStoryTheme } from '../../../../.storybook/decorators';
import { THEME_STORAGE_KEY } from '../app';
import { followStoryThemeSwitch } from './screen-story';

function Mode() {
  return <output>{useTheme().mode}</output>;
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

// The story tests judge a screen story in dark by switching it in place: the app's own ThemeProvider must take the
// theme (the user menu and the preferences show its mode), and before the switch returns, so axe sees it applied.
it("hands the story tests' theme switch to the app's ThemeProvider, synchronously", () => {
  localStorage.setItem(THEME_STORAGE_KEY, 'light');
  render(
    <ThemeProvider storageKey={THEME_STORAGE_KEY}>
      <Mode />
    </ThemeProvider>,
  );
  expect(screen.getByRole('status').textContent).toBe('light');
  const stop = followStoryThemeSwitch();
  try {
    switchStoryTheme('dark');
    expect(screen.getByRole('status').textContent).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  } finally {
    stop();
  }
  switchStoryTheme('light');
  expect(screen.getByRole('status').textContent).toBe('dark');
});
