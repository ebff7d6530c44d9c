import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { Button } from '../button';
import { AppShell } from './app-shell';
import { demoProject } from './layout.fixture';

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    project: demoProject('monitoring'),
    header: (
      <Button variant="ghost" tone="neutral">
        advertiser@demo.adnet
      </Button>
    ),
    children: (
      <>
        <h1 style={{ marginBlock: 0 }}>Monitoring</h1>
        <p>The page’s content goes here.</p>
      </>
    ),
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop (>= 1024 px): the full sidebar. */
export const Desktop: Story = {
  args: { viewport: 'desktop' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
    await expect(canvas.getByRole('navigation')).toBeInTheDocument();
  },
};

/** Tablet (768-1023 px): the desktop layout with the sidebar collapsed to icons. */
export const Tablet: Story = {
  tags: ['flow'],
  args: { viewport: 'tablet' },
  play: async ({ canvas, userEvent }) => {
    const expand = await canvas.findByRole('button', { name: 'Expand sidebar' });
    await userEvent.click(expand);
    await expect(canvas.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
  },
};

/** Mobile (< 768 px): the top bar and drawer. */
export const Mobile: Story = {
  tags: ['flow'],
  args: { viewport: 'mobile' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Open menu' }));
    await expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

/** Measures the window: resize the canvas (or the story-test browser) to see the layout change. */
export const Responsive: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('main')).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { viewport: 'desktop' } };
