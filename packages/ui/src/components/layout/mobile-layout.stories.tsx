import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { demoProject, routerLink, staffLinks } from './layout.fixture';
import { MobileLayout } from './mobile-layout';

/** Stands in for the host router's navigate(). */
const navigate = fn();

/** A phone-sized frame, so the story reads as a phone in a wide canvas. */
const phone = (story: () => React.ReactNode) => (
  <div style={{ inlineSize: 375, blockSize: 720, overflow: 'auto', border: '1px solid var(--color-border)' }}>
    {story()}
  </div>
);

/** A host that navigates: the chosen link becomes the active one, as a router would make it. */
function RoutedMobileLayout({ labels }: { labels?: Parameters<typeof MobileLayout>[0]['labels'] }) {
  const [active, setActive] = useState('campaigns');
  const project = demoProject(active);
  return (
    <MobileLayout
      project={project}
      {...(labels && { labels })}
      renderLink={routerLink((link) => {
        navigate(link.href);
        setActive(link.id);
      })}
    >
      <h1 style={{ marginBlock: 0 }}>{project.links.find((l) => l.active)?.label}</h1>
      <p>The page’s content goes here.</p>
    </MobileLayout>
  );
}

const meta = {
  title: 'Layout/MobileLayout',
  component: MobileLayout,
  parameters: { layout: 'fullscreen' },
  decorators: [phone],
  args: { project: demoProject('campaigns'), children: <p>The page’s content goes here.</p> },
} satisfies Meta<typeof MobileLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
  },
};

/** The menu button opens the drawer: a dialog named by the project, with the navigation; Tab stays inside. */
export const OpenTheDrawer: Story = {
  tags: ['flow'],
  play: async ({ canvas, userEvent }) => {
    const menu = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(menu);
    const drawer = await screen.findByRole('dialog', { name: 'adnet' });
    await expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    await expect(screen.getByRole('link', { name: /Campaigns/ })).toHaveAttribute('aria-current', 'page');
    for (let i = 0; i < 8; i += 1) {
      await userEvent.tab();
      await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(menu).toHaveFocus();
  },
};

/** Choosing a link navigates and closes the drawer. */
export const NavigateClosesTheDrawer: Story = {
  tags: ['flow'],
  render: () => <RoutedMobileLayout />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Wallet' }));
    await expect(navigate).toHaveBeenCalledWith('/wallet');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('heading', { name: 'Wallet' })).toBeInTheDocument();
  },
};

/** The close button in the drawer. */
export const CloseButton: Story = {
  tags: ['flow'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Russian: Story = {
  tags: ['flow'],
  render: () => (
    <RoutedMobileLayout
      labels={{ openMenu: 'Открыть меню', closeMenu: 'Закрыть меню', navigation: 'Главное меню' }}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Открыть меню' }));
    await expect(await screen.findByRole('navigation', { name: 'Главное меню' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    project: demoProject('monitoring', '广告网络', {
      monitoring: '监控',
      campaigns: '广告活动',
      wallet: '钱包',
    }),
    labels: { openMenu: '打开菜单', closeMenu: '关闭菜单', navigation: '主导航' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '打开菜单' })).toBeInTheDocument();
  },
};

/** Right-to-left: the drawer opens from the right. */
export const RightToLeft: Story = {
  tags: ['flow'],
  decorators: [(story) => <div dir="rtl">{story()}</div>],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(drawer.getBoundingClientRect().right).toBeGreaterThan(window.innerWidth - 2));
    await userEvent.keyboard('{Escape}');
  },
};

/** Dark theme with the drawer open. */
export const Dark: Story = {
  tags: ['flow'],
  globals: { theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(await screen.findByRole('dialog')).toBeInTheDocument();
  },
};

/** Staff with every role: the drawer lists the four areas under their headings, with its 40 px rows. */
export const StaffGroupsInTheDrawer: Story = {
  tags: ['flow'],
  args: { project: { ...demoProject(), links: staffLinks('sales/deals') } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'adnet' });
    const sales = within(drawer).getByRole('list', { name: 'Sales' });
    await expect(within(sales).getByRole('link', { name: 'Deals' })).toHaveAttribute('aria-current', 'page');
    await expect(
      within(drawer).getByRole('link', { name: 'Monitoring' }).getBoundingClientRect().height,
    ).toBe(40);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
