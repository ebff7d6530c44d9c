import { composeStory, type StoryContext } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import * as buttonStories from '../packages/ui/src/components/button/button.stories';
import { localizedArgs, withThemeAndLocale } from './decorators';
import * as preview from './preview';

function decorate(context: Partial<StoryContext>) {
  const Story = () => <span>story</span>;
  const full = {
    args: {},
    globals: {},
    userGlobals: {},
    parameters: {},
    viewMode: 'story',
    ...context,
  } as unknown as StoryContext;
  return withThemeAndLocale(Story as never, full) as ReactElement<{ 'data-theme'?: string }>;
}

afterEach(() => document.documentElement.removeAttribute('data-theme'));

describe('withThemeAndLocale', () => {
  // A docs page whose last story was dark rendered dark while the toolbar said light.
  it('on a docs page leaves <html> to the toolbar and themes a dark story on its own wrapper', () => {
    const element = decorate({
      viewMode: 'docs',
      globals: { theme: 'dark', locale: 'en' },
      userGlobals: { theme: 'light', locale: 'en' },
    });
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    expect(isValidElement(element) && element.props['data-theme']).toBe('dark');
  });

  it("on a story's canvas puts the story's theme on <html>, for portalled overlays", () => {
    decorate({ globals: { theme: 'dark', locale: 'ru' }, userGlobals: { theme: 'light' } });
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(document.documentElement.lang).toBe('ru');
  });
});

describe('the Locale toolbar', () => {
  const localeArgs = { en: { children: 'Save' }, ru: { children: 'Сохранить' } };

  it('swaps an English sample text for the chosen locale', () => {
    expect(localizedArgs({ children: 'Save', size: 'md' }, localeArgs, 'ru')).toEqual({
      children: 'Сохранить',
      size: 'md',
    });
  });

  it("keeps a story's own text (a long-text or a Russian story)", () => {
    expect(localizedArgs({ children: 'A very long label' }, localeArgs, 'ru')).toBeNull();
    expect(localizedArgs({ children: 'Save' }, localeArgs, 'en')).toBeNull();
  });

  it('changes the sample text of a real story, not only <html lang>', () => {
    const Default = composeStory(buttonStories.Default, buttonStories.default, {
      ...preview.default,
      initialGlobals: { theme: 'light', locale: 'ru' },
    });
    render(<Default />);
    expect(screen.getByRole('button', { name: 'Создать кампанию' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ru');
  });
});

describe('Storybook opens on the introduction', () => {
  it('sorts Introduction first', () => {
    const sort = preview.default.parameters?.options?.storySort as { order: string[] };
    expect(sort.order[0]).toBe('Introduction');
  });
});
