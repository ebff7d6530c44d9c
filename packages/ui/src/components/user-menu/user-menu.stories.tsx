import type { Meta, StoryObj } from '@storybook/react-vite';
import UserRound from 'lucide-react/icons/user-round';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { atViewport, storyViewports } from '../../internal/story-helpers';
import type { ThemeMode } from '../../theme/theme-provider';
import { DropdownMenu } from '../dropdown-menu';
import { DesktopLayout } from '../layout/desktop-layout';
import { demoProject } from '../layout/layout.fixture';
import { MobileLayout } from '../layout/mobile-layout';
import { UserMenu, type UserMenuLanguage, type UserMenuProps } from './user-menu';

const languages: UserMenuLanguage[] = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'ru', label: 'Русский', lang: 'ru' },
  { value: 'cn', label: '简体中文', lang: 'zh-CN' },
];

/** Holds the language and theme as a host does, and reports each change. */
function StatefulUserMenu(props: UserMenuProps) {
  const [language, setLanguage] = useState(props.language ?? 'en');
  const [mode, setMode] = useState<ThemeMode>(props.themeMode ?? 'system');
  return (
    <UserMenu
      {...props}
      language={language}
      onLanguageChange={(value) => {
        setLanguage(value);
        props.onLanguageChange?.(value);
      }}
      themeMode={mode}
      onThemeModeChange={(value) => {
        setMode(value);
        props.onThemeModeChange?.(value);
      }}
    />
  );
}

const meta = {
  title: 'Layout/UserMenu',
  component: UserMenu,
  parameters: { viewport: { options: storyViewports } },
  args: {
    email: 'advertiser@demo.adnet',
    languages,
    language: 'en',
    themeMode: 'system',
    onLanguageChange: fn(),
    onThemeModeChange: fn(),
    onSignOut: fn(),
  },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <StatefulUserMenu {...args} />
    </div>
  ),
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = () => screen.getByRole('button', { name: /Account menu/ });

export const Default: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'advertiser@demo.adnet Account menu' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('advertiser@demo.adnet')).toBeVisible();
  },
};

/** Open, for review: the e-mail, the language and theme choices and sign out. */
export const Open: Story = {
  tags: ['flow'],
  name: 'Open',
  play: async ({ userEvent }) => {
    await userEvent.click(trigger());
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveTextContent('Signed in as');
    await expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    await expect(screen.getByRole('group', { name: 'Theme' })).toBeInTheDocument();
    await expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // Each language name is marked with its own language, so it is pronounced right.
    await expect(screen.getByRole('menuitemradio', { name: '简体中文' })).toHaveAttribute('lang', 'zh-CN');
    await expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  },
};

/** The keyboard path: Enter opens on the first item, arrows move, Enter chooses, Escape gives focus back. */
export const KeyboardPath: Story = {
  tags: ['flow'],
  play: async ({ userEvent, args }) => {
    await userEvent.tab();
    await expect(trigger()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitemradio', { name: 'Русский' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLanguageChange).toHaveBeenCalledWith('ru');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger()).toHaveFocus());

    // Space opens too; the theme's choices follow; End reaches sign out.
    await userEvent.keyboard(' ');
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onThemeModeChange).toHaveBeenCalledWith('dark');
    await waitFor(() => expect(trigger()).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{End}');
    await expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger()).toHaveFocus();
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

export const SignOut: Story = {
  tags: ['flow'],
  play: async ({ userEvent, args }) => {
    await userEvent.click(trigger());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

/** Extra items of the host sit before "Sign out"; a section without its handler is left out. */
export const WithExtraItemsWithoutLanguages: Story = {
  tags: ['flow'],
  args: {
    name: 'Northwind Media',
    children: <DropdownMenu.Item icon={<UserRound />}>Profile</DropdownMenu.Item>,
  },
  render: ({ onLanguageChange: _leftOut, ...args }) => <UserMenu {...args} />,
  play: async ({ userEvent }) => {
    await userEvent.click(trigger());
    const items = await screen.findAllByRole('menuitem');
    await expect(items.map((i) => i.textContent)).toEqual(['Profile', 'Sign out']);
    await expect(screen.queryByRole('group', { name: 'Language' })).toBeNull();
    await expect(screen.getByRole('menu')).toHaveTextContent('Northwind Media');
    await userEvent.keyboard('{Escape}');
  },
};

/** A long e-mail is cut on the button and shown whole in the menu. */
export const LongText: Story = {
  tags: ['flow'],
  name: 'Long text: open',
  args: { email: 'marketing.department.of.a.very.long.company.name@northwind-media.example.com' },
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByText(/marketing\.department/);
    await expect(email.scrollWidth).toBeGreaterThan(email.clientWidth);
    await expect(trigger().getBoundingClientRect().width).toBeLessThanOrEqual(280);
    await userEvent.click(trigger());
    const menu = await screen.findByRole('menu');
    await expect(menu.scrollWidth).toBeLessThanOrEqual(menu.clientWidth);
    await userEvent.keyboard('{Escape}');
  },
};

export const Russian: Story = {
  tags: ['flow'],
  name: 'Russian: open',
  globals: { locale: 'ru' },
  args: {
    language: 'ru',
    labels: {
      menu: 'Меню аккаунта',
      signedInAs: 'Вы вошли как',
      language: 'Язык',
      theme: 'Тема',
      themeLight: 'Светлая',
      themeDark: 'Тёмная',
      themeSystem: 'Системная',
      signOut: 'Выйти',
    },
  },
  play: async ({ userEvent }) => {
    await userEvent.click(screen.getByRole('button', { name: /Меню аккаунта/ }));
    await expect(await screen.findByRole('menuitem', { name: 'Выйти' })).toBeInTheDocument();
    await expect(screen.getByRole('menuitemradio', { name: 'Русский' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const ChineseSimplified: Story = {
  tags: ['flow'],
  name: 'Chinese: open',
  globals: { locale: 'zh-CN' },
  args: {
    language: 'cn',
    labels: {
      menu: '账户菜单',
      signedInAs: '当前登录',
      language: '语言',
      theme: '主题',
      themeLight: '浅色',
      themeDark: '深色',
      themeSystem: '跟随系统',
      signOut: '退出登录',
    },
  },
  play: async ({ userEvent }) => {
    await userEvent.click(screen.getByRole('button', { name: /账户菜单/ }));
    await expect(await screen.findByRole('menuitem', { name: '退出登录' })).toBeInTheDocument();
  },
};

export const Dark: Story = {
  tags: ['flow'],
  name: 'Dark: open',
  globals: { theme: 'dark' },
  play: Open.play!,
};

const page = (
  <>
    <h1 style={{ marginBlock: 0 }}>Campaigns</h1>
    <p>The page’s content goes here.</p>
  </>
);

function ShellWithMenu({ layout, ...args }: UserMenuProps & { layout: 'desktop' | 'mobile' }) {
  const Layout = layout === 'desktop' ? DesktopLayout : MobileLayout;
  return (
    <Layout project={demoProject('campaigns', 'adnet cabinet')} header={<StatefulUserMenu {...args} />}>
      {page}
    </Layout>
  );
}

const inDesktopBar: Story = {
  tags: ['flow'],
  parameters: { layout: 'fullscreen' },
  render: (args) => <ShellWithMenu layout="desktop" {...args} />,
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Account menu/ });
    await expect(canvas.getByRole('banner')).toContainElement(button);
    await expect(canvas.getByText('advertiser@demo.adnet')).toBeVisible();
    await userEvent.click(button);
    const menu = await screen.findByRole('menu');
    // Lined up with the button's end, inside the window.
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In the desktop layout's header bar at 1280 px. */
export const InTopBar1280: Story = {
  ...inDesktopBar,
  name: 'In the 1280 px top bar: open',
  globals: { viewport: atViewport('desktop1280') },
};
export const InTopBar1280Dark: Story = {
  ...inDesktopBar,
  name: 'In the 1280 px top bar, dark: open',
  globals: { theme: 'dark', viewport: atViewport('desktop1280') },
};

const inMobileBar: Story = {
  tags: ['flow'],
  parameters: { layout: 'fullscreen' },
  render: (args) => <ShellWithMenu layout="mobile" {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    // The controls collapse into one avatar button: the brand is shown whole.
    const brand = canvasElement.querySelector<HTMLElement>('[data-slot="top-bar"] .adn-Brand-name')!;
    await expect(brand).toHaveTextContent('adnet cabinet');
    await expect(brand.scrollWidth).toBeLessThanOrEqual(brand.clientWidth);
    const button = canvas.getByRole('button', { name: 'advertiser@demo.adnet Account menu' });
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(48);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    const bar = canvasElement.querySelector<HTMLElement>('[data-slot="top-bar"]')!;
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    await userEvent.click(button);
    const menu = await screen.findByRole('menu');
    const box = menu.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    await expect(args.onThemeModeChange).toHaveBeenCalledWith('dark');
  },
};

/** In the mobile layout's top bar at 390 px: the avatar alone, the brand whole. */
export const InTopBar390: Story = {
  ...inMobileBar,
  name: 'In the 390 px top bar: open, pick Dark',
  globals: { viewport: atViewport('phone390') },
};
export const InTopBar390Dark: Story = {
  ...inMobileBar,
  name: 'In the 390 px top bar, dark: open, pick Dark',
  globals: { theme: 'dark', viewport: atViewport('phone390') },
};
