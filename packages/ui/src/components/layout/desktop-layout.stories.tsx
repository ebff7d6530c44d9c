import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button';
import { DesktopLayout } from './desktop-layout';
import { demoProject, routerLink, staffLinks } from './layout.fixture';
import { stateOf } from '../../internal/story-helpers';

const Page = ({ title = 'Campaigns' }: { title?: string }) => (
  <>
    <h1 style={{ marginBlock: 0 }}>{title}</h1>
    <p>The page’s content goes here.</p>
  </>
);

/** Stands in for the host router's navigate(). */
const navigate = fn();

const meta = {
  title: 'Layout/DesktopLayout',
  component: DesktopLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    project: demoProject('campaigns'),
    header: (
      <Button variant="ghost" tone="neutral">
        advertiser@demo.adnet
      </Button>
    ),
    children: <Page />,
    onCollapsedChange: fn(),
  },
} satisfies Meta<typeof DesktopLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sidebar with the project's links; the current page is marked for assistive technology. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Campaigns/ })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Audiences' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('main')).toHaveTextContent('The page’s content goes here.');
    await expect(canvas.getByRole('banner')).toHaveTextContent('advertiser@demo.adnet');
  },
};

/** The toggle collapses the sidebar to icons; link names stay (visually hidden) so the links are still named. */
export const CollapseTheSidebar: Story = {
  tags: ['flow'],
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Collapse sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const before = canvas.getByRole('complementary').getBoundingClientRect().width;
    await userEvent.click(toggle);
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    const expand = canvas.getByRole('button', { name: 'Expand sidebar' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(canvas.getByRole('complementary').getBoundingClientRect().width).toBeLessThan(before / 2),
    );
    await expect(canvas.getByRole('link', { name: 'Audiences' })).toBeInTheDocument();
    await userEvent.click(expand);
    await expect(canvas.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
  },
};

/** Collapsed: icons only; each link keeps its label as its name and shows it in a tooltip on hover and focus. */
const collapsedStory: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvas, userEvent }) => {
    const wallet = canvas.getByRole('link', { name: 'Wallet' });
    await expect(wallet.querySelector('[data-slot="nav-icon"] svg')).not.toBeNull();
    await expect(wallet).not.toHaveAttribute('title');
    // Keyboard focus shows the tooltip at once.
    await userEvent.tab(); // the skip link
    for (let i = 0; i < 4; i += 1) await userEvent.tab();
    await expect(wallet).toHaveFocus();
    await waitFor(() => {
      const tips = screen.getAllByRole('tooltip');
      return expect(tips.map((t) => t.textContent)).toEqual(['Wallet']);
    });
    // Beside the sidebar, not over the page's text.
    const sidebar = canvas.getByRole('complementary').getBoundingClientRect();
    const shown = document.querySelector('[data-slot="nav-tooltip"]')!.getBoundingClientRect();
    await expect(shown.left).toBeGreaterThanOrEqual(sidebar.right);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(wallet).toHaveFocus();
  },
};

export const Collapsed: Story = stateOf(collapsedStory);

export const CollapsedFlow: Story = {
  ...collapsedStory,
  tags: ['flow'],
  name: 'Collapsed: tooltips and expand',
};

/** Hovering a collapsed link shows its label too. */
export const CollapsedHover: Story = {
  tags: ['flow'],
  args: { defaultCollapsed: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('link', { name: 'Archive' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Archive');
    await userEvent.unhover(canvas.getByRole('link', { name: 'Archive' }));
  },
};

/** Each link draws the host's icon; the label's first letter only stands in for a missing icon. */
export const IconsAndFallback: Story = {
  args: {
    project: {
      ...demoProject('campaigns'),
      links: demoProject('campaigns').links.map((l) => (l.id === 'archive' ? { ...l, icon: undefined } : l)),
    },
  },
  play: async ({ canvas }) => {
    const icons = canvas
      .getAllByRole('link')
      .filter((a) => a.closest('nav'))
      .map((a) =>
        a.querySelector('[data-slot="nav-icon"] svg')
          ? 'svg'
          : a.querySelector('.adn-Nav-initial')?.textContent,
      );
    await expect(icons).toEqual(['svg', 'svg', 'svg', 'svg', 'A', 'svg']);
    const svg = canvas.getByRole('link', { name: 'Wallet' }).querySelector('svg')!.getBoundingClientRect();
    await expect([svg.width, svg.height]).toEqual([20, 20]);
  },
};

/** Collapsed without a logo: the name's first letter stands in, the name stays readable to screen readers. */
export const CollapsedWithoutLogo: Story = {
  args: {
    defaultCollapsed: true,
    project: { ...demoProject('campaigns', 'adnet cabinet'), logo: undefined },
  },
  play: async ({ canvasElement }) => {
    const brand = canvasElement.querySelector<HTMLElement>('[data-slot="brand"]')!;
    await expect(brand.querySelector('[data-slot="brand-monogram"]')).toHaveTextContent('A');
    await expect(brand.querySelector('[data-slot="brand-monogram"]')).toBeVisible();
    await expect(brand).toHaveTextContent('adnet cabinet');
  },
};

export const CollapsedDark: Story = { globals: { theme: 'dark' }, args: { defaultCollapsed: true } };

/** The first Tab stop is the skip link; it moves focus to the page. */
export const SkipToContent: Story = {
  tags: ['flow'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** The host renders links with its router: `renderLink` gets the props to spread. */
export const WithRouterLinks: Story = {
  tags: ['flow'],
  render: (args) => <DesktopLayout {...args} renderLink={routerLink((link) => navigate(link.href))} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Wallet' }));
    await expect(navigate).toHaveBeenCalledWith('/wallet');
  },
};

/** Long names are cut with an ellipsis; the page keeps its width. */
export const LongText: Story = {
  args: {
    project: {
      ...demoProject('audiences', 'adnet advertiser cabinet for agencies and internal managers'),
      links: demoProject('audiences').links.map((l) =>
        l.id === 'audiences' ? { ...l, label: 'Audiences and look-alike segments of every client' } : l,
      ),
    },
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Audiences and look-alike/ });
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(248);
  },
};

/** A logo given as an image URL. */
export const ImageLogo: Story = {
  args: {
    project: {
      ...demoProject(),
      logo: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"%3E%3Crect width="28" height="28" rx="6" fill="%2315803d"/%3E%3C/svg%3E',
    },
  },
};

export const Russian: Story = {
  args: {
    project: demoProject('wallet', 'adnet', {
      monitoring: 'Мониторинг',
      campaigns: 'Кампании',
      audiences: 'Аудитории',
      wallet: 'Кошелёк',
      archive: 'Архив',
      api_integration: 'API-интеграция',
    }),
    labels: {
      navigation: 'Главное меню',
      collapseSidebar: 'Свернуть меню',
      expandSidebar: 'Развернуть меню',
      skipToContent: 'К содержимому',
    },
    children: <Page title="Кошелёк" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Кошелёк' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Свернуть меню' })).toBeInTheDocument();
  },
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    project: demoProject('monitoring', 'adnet', {
      monitoring: '监控',
      campaigns: '广告活动',
      audiences: '受众',
      wallet: '钱包',
      archive: '归档',
      api_integration: 'API 集成',
    }),
    labels: {
      navigation: '主导航',
      collapseSidebar: '收起侧栏',
      expandSidebar: '展开侧栏',
      skipToContent: '跳到内容',
    },
    children: <Page title="监控" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
  },
};

/** Right-to-left: the sidebar sits on the right. */
export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl">
      <DesktopLayout {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const sidebar = canvas.getByRole('complementary').getBoundingClientRect();
    const main = canvas.getByRole('main').getBoundingClientRect();
    await expect(sidebar.left).toBeGreaterThan(main.left);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/**
 * Staff with every role: 20 links under four area headings (each group a list named by its heading), dense enough
 * that the last link shows without scrolling at 800 px of height.
 */
export const StaffGroups: Story = {
  args: {
    project: { ...demoProject(), links: staffLinks('internal/users') },
    children: <Page title="Users" />,
  },
  play: async ({ canvas }) => {
    const internal = canvas.getByRole('list', { name: 'Internal' });
    const labels = [...internal.querySelectorAll('.adn-Nav-label')].map((l) => l.textContent);
    await expect(labels).toEqual(
      staffLinks()
        .filter((l) => l.group === 'Internal')
        .map((l) => l.label),
    );
    await expect(
      canvas
        .getAllByRole('list')
        .filter((l) => l.closest('nav'))
        .map((l) => l.getAttribute('aria-labelledby') && l.previousSibling?.textContent),
    ).toEqual(['Advertiser', 'Internal', 'Support', 'Sales']);
    await expect(canvas.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    const deals = canvas.getByRole('link', { name: 'Deals' }).getBoundingClientRect();
    const toggle = canvas.getByRole('button', { name: 'Collapse sidebar' }).getBoundingClientRect();
    await expect(deals.bottom).toBeLessThanOrEqual(toggle.top);
    // 20 rows, four headings and the frame fit a 1280 x 800 laptop (the sidebar is as tall as the window).
    const sidebar = canvas.getByRole('complementary');
    sidebar.style.blockSize = '800px';
    await expect(sidebar.scrollHeight).toBeLessThanOrEqual(800);
    sidebar.style.blockSize = '';
  },
};

/** Collapsed, a group's heading gives way to a rule; the lists keep their names. */
export const StaffGroupsCollapsed: Story = {
  args: { ...StaffGroups.args, defaultCollapsed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Sales' })).toBeInTheDocument();
    const heading = canvas.getByText('Sales', { selector: '[data-slot="nav-heading"]' });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const StaffGroupsDark: Story = { ...StaffGroups, globals: { theme: 'dark' } };
