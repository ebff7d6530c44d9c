import type { Meta, StoryObj } from '@storybook/react-vite';
import Download from 'lucide-react/icons/download';
import Plus from 'lucide-react/icons/plus';
import { expect, fn } from 'storybook/test';
import { Button } from '../button';
import { CampaignStatusBadge } from '../campaign-status-badge';
import { Badge } from '../badge';
import { atViewport, expectSameBox, storyViewports, stateOf } from '../../internal/story-helpers';
import { PageHeader, type RenderBreadcrumbLink } from './page-header';
import { StaticPageHeader } from './static-page-header';

/** Stands in for the host router's navigate(). */
const navigate = fn();

/** A `renderLink` as a host router would write it: no page load, the router is told where to go. */
const routerLink: RenderBreadcrumbLink = ({ children, href, ...props }) => (
  <a
    {...props}
    href={href}
    onClick={(e) => {
      e.preventDefault();
      navigate(href);
    }}
  >
    {children}
  </a>
);

const actions = (
  <>
    <Button variant="outline" tone="neutral" startIcon={<Download />}>
      Export CSV
    </Button>
    <Button startIcon={<Plus />}>New campaign</Button>
  </>
);

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  parameters: { viewport: { options: storyViewports } },
  args: {
    title: 'Campaigns',
    description: 'Every campaign of your cabinet, with its budget and results.',
    renderLink: routerLink,
  },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Campaigns' });
    await expect(title).toBeVisible();
    await expect(
      canvas.getByText('Every campaign of your cabinet, with its budget and results.'),
    ).toBeVisible();
    // No breadcrumbs given: no empty navigation landmark.
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Breadcrumbs go through the host's router; the last step is the current page. */
const withBreadcrumbsStory: Story = {
  args: {
    title: 'Spring sale',
    description: undefined,
    breadcrumbs: [
      { label: 'Campaigns', href: '/campaigns' },
      { label: 'Spring sale', href: '/campaigns/42' },
      { label: 'Statistics' },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    navigate.mockClear();
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumbs' });
    const items = nav.querySelectorAll('li');
    await expect(items).toHaveLength(3);
    await expect(canvas.getByText('Statistics')).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Campaigns' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/campaigns');
  },
};

export const WithBreadcrumbs: Story = stateOf(withBreadcrumbsStory);

export const WithBreadcrumbsFlow: Story = {
  ...withBreadcrumbsStory,
  tags: ['flow'],
  name: 'With breadcrumbs: follow a link',
};

/** Actions at the title's end on a desktop. */
export const WithActions: Story = {
  globals: { viewport: atViewport('desktop1280') },
  args: { actions },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const create = canvas.getByRole('button', { name: 'New campaign' }).getBoundingClientRect();
    await expect(create.left).toBeGreaterThan(title.right);
    await expect(create.top).toBeLessThan(title.bottom);
  },
};

/** At 390 px the actions move under the title and nothing overflows. */
export const Phone390: Story = {
  globals: { viewport: atViewport('phone390') },
  args: {
    actions,
    breadcrumbs: [{ label: 'Cabinet', href: '/monitoring' }, { label: 'Campaigns' }],
  },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const exportButton = canvas.getByRole('button', { name: 'Export CSV' }).getBoundingClientRect();
    await expect(exportButton.top).toBeGreaterThanOrEqual(title.bottom);
    const header = canvasElement.querySelector<HTMLElement>('[data-slot="page-header"]')!;
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};

/** Badges next to the title: a campaign's status and type. */
export const WithMeta: Story = {
  args: {
    title: 'Spring sale',
    description: 'Rewarded video · created 1 March 2026',
    meta: (
      <>
        <CampaignStatusBadge status="ACTIVE" live />
        <Badge>Rewarded video</Badge>
      </>
    ),
    breadcrumbs: [{ label: 'Campaigns', href: '/campaigns' }, { label: 'Spring sale' }],
    actions: (
      <>
        <Button variant="outline" tone="neutral">
          Stop
        </Button>
        <Button>Edit</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Spring sale' });
    const status = canvas.getByText('Active');
    // Beside the title, not inside the heading's name.
    await expect(title).not.toHaveTextContent('Active');
    await expect(
      Math.abs(status.getBoundingClientRect().top - title.getBoundingClientRect().top),
    ).toBeLessThan(24);
  },
};

/** A section heading: an h2 that keeps the page header's look. */
export const AsSectionHeader: Story = {
  args: { title: 'Targeting', titleLevel: 2, titleSize: 'md', description: 'Who sees the ad.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Targeting' })).toBeVisible();
  },
};

export const LongText: Story = {
  globals: { viewport: atViewport('phone390') },
  args: {
    title: 'Black_Friday_rewarded_video_campaign_for_the_whole_CIS_region_with_a_very_long_name',
    description:
      'A long description wraps under the title: https://example.com/a/very/long/link/that/has/no/spaces/to/break/at and goes on.',
    meta: <CampaignStatusBadge status="MODERATION" />,
    breadcrumbs: [
      { label: 'Campaigns of the agency Northwind Media', href: '/campaigns' },
      { label: 'Black_Friday_rewarded_video_campaign_for_the_whole_CIS_region', href: '/campaigns/42' },
      { label: 'Statistics by day and by region' },
    ],
    actions,
  },
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector<HTMLElement>('[data-slot="page-header"]')!;
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: {
    title: 'Рекламные кампании',
    description: 'Все кампании кабинета с бюджетом и результатами.',
    breadcrumbs: [{ label: 'Кабинет', href: '/monitoring' }, { label: 'Рекламные кампании' }],
    labels: { breadcrumbs: 'Навигационная цепочка' },
    actions: <Button>Новая кампания</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Навигационная цепочка' })).toBeVisible();
  },
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    title: '广告活动',
    description: '您账户中的所有广告活动及其预算和效果。',
    breadcrumbs: [{ label: '控制台', href: '/monitoring' }, { label: '广告活动' }],
    labels: { breadcrumbs: '面包屑导航' },
    actions: <Button>新建广告活动</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '广告活动' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: WithMeta.args!,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
  },
};

export const DarkPhone390: Story = {
  globals: { theme: 'dark', viewport: atViewport('phone390') },
  args: { ...WithMeta.args!, actions },
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector<HTMLElement>('[data-slot="page-header"]')!;
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};

/**
 * `StaticPageHeader`, a page's frame drawn before its code (the h1 is `aria-hidden` there, so the page keeps one):
 * the same markup and boxes as the `PageHeader` under it.
 */
export const Static: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <div aria-hidden="true" data-testid="static">
        <StaticPageHeader title={args.title} description={args.description} />
      </div>
      <div data-testid="real">
        <PageHeader title={args.title} description={args.description} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const early = canvas.getByTestId('static');
    const real = canvas.getByTestId('real');
    await expect(early).toHaveTextContent('Campaigns');
    // The same markup, so the same boxes.
    await expect(early.innerHTML).toBe(real.innerHTML);
    await expectSameBox(early, real);
  },
};
