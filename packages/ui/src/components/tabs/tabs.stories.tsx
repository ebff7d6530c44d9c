import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Tabs } from './tabs';
import { stateOf } from '../../internal/story-helpers';

const slices = [
  ['date', 'By date'],
  ['country', 'By country'],
  ['platform', 'By platform'],
  ['lang', 'By language'],
] as const;

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { defaultValue: 'date', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <Tabs.List aria-label="Statistics slice">
        {slices.map(([value, label]) => (
          <Tabs.Trigger key={value} value={value} disabled={value === 'lang'}>
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {slices.map(([value, label]) => (
        <Tabs.Content key={value} value={value}>
          Statistics {label.toLowerCase()}.
        </Tabs.Content>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

const defaultStory: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tab', { name: 'By date' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Statistics by date.');
    await userEvent.click(canvas.getByRole('tab', { name: 'By country' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('country');
    await expect(canvas.getByRole('tabpanel', { name: 'By country' })).toHaveTextContent(
      'Statistics by country.',
    );
  },
};

export const Default: Story = stateOf(defaultStory);

export const DefaultFlow: Story = { ...defaultStory, tags: ['flow'], name: 'Switch tabs' };

/**
 * The focus ring must be drawn where the tab row does not cut it off: the row scrolls sideways (overflow), which
 * clipped an outer ring at its edges. Measures how far the ring reaches outside the tab and checks that reach lies
 * inside the row's box.
 */
async function expectRingInsideTheRow(tab: HTMLElement) {
  const shadows = getComputedStyle(tab).boxShadow.split(/,(?![^(]*\))/);
  const reach = Math.max(
    0,
    ...shadows
      .filter((shadow) => !shadow.includes('inset'))
      .map((shadow) =>
        Number(/(-?[\d.]+)px\s*$/.exec(shadow.replace(/rgba?\([^)]*\)|#[0-9a-f]+/gi, '').trim())?.[1] ?? 0),
      ),
  );
  const row = tab.closest('[role="tablist"]')?.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  await expect(row).toBeDefined();
  await expect(box.top - reach).toBeGreaterThanOrEqual((row?.top ?? 0) - 0.5);
  await expect(box.left - reach).toBeGreaterThanOrEqual((row?.left ?? 0) - 0.5);
  await expect(box.bottom + reach).toBeLessThanOrEqual((row?.bottom ?? 0) + 0.5);
}

export const KeyboardArrows: Story = {
  tags: ['flow'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const date = canvas.getByRole('tab', { name: 'By date' });
    await expect(date).toHaveFocus();
    await expect(getComputedStyle(date).boxShadow).not.toBe('none');
    await expectRingInsideTheRow(date);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'By country' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'By country' })).toHaveAttribute('aria-selected', 'true');
    // The disabled tab is skipped and the row wraps around.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(date).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'By platform' })).toHaveFocus();
    // Tab moves from the tab row into the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

/**
 * A click selects the tab without the keyboard's focus ring (Radix focused it from script, which the browser drew
 * as keyboard focus: a box around the tab), and the underline of the selected tab stays.
 */
export const ClickKeepsUnderline: Story = {
  name: 'Click: underline, no focus ring',
  tags: ['flow'],
  play: async ({ canvas, userEvent }) => {
    const country = canvas.getByRole('tab', { name: 'By country' });
    await userEvent.click(country);
    await expect(country).toHaveFocus();
    await expect(country.matches(':focus-visible')).toBe(false);
    // The only shadow left once the transition ends is the 2 px underline in the primary colour.
    await waitFor(() =>
      expect(getComputedStyle(country).boxShadow).toMatch(/^rgb\([^)]*\) 0px -2px 0px 0px inset$/),
    );
    // The keyboard still gets its ring, drawn with the underline.
    await userEvent.keyboard('{ArrowLeft}');
    const date = canvas.getByRole('tab', { name: 'By date' });
    await expect(date).toHaveFocus();
    await expect(date.matches(':focus-visible')).toBe(true);
    await waitFor(() => expect(getComputedStyle(date).boxShadow.split('inset').length - 1).toBe(2));
  },
};

const pillStory: Story = {
  args: { variant: 'pill' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'By platform' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Statistics by platform.');
  },
};

export const Pill: Story = stateOf(pillStory);

export const PillFlow: Story = { ...pillStory, tags: ['flow'], name: 'Pill: switch' };

const verticalStory: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'By date' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'By country' })).toHaveFocus();
  },
};

export const Vertical: Story = stateOf(verticalStory);

export const VerticalFlow: Story = { ...verticalStory, tags: ['flow'], name: 'Vertical: arrows' };

export const Disabled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'By language' })).toBeDisabled();
  },
};

const campaignTypes = [
  'Full-screen media',
  'Rewarded video',
  'Task',
  'Bot message',
  'Chat message',
  'In-chat',
  'Main page',
];

const slug = (s: string) => s.toLowerCase().replaceAll(' ', '-');

const manyTabsScrollStory: Story = {
  args: { defaultValue: 'full-screen-media' },
  render: (args) => (
    <div style={{ maxInlineSize: 320 }}>
      <Tabs {...args}>
        <Tabs.List aria-label="Campaign type">
          {campaignTypes.map((t) => (
            // Radix builds element ids from the value: keep values free of spaces.
            <Tabs.Trigger key={t} value={slug(t)}>
              {t}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {campaignTypes.map((t) => (
          <Tabs.Content key={t} value={slug(t)}>
            {t} campaigns.
          </Tabs.Content>
        ))}
      </Tabs>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    // The cut-off end fades, so the row shows that it goes on.
    await expect(list).toHaveAttribute('data-more', 'right');
    // Moving to a tab off-screen scrolls it into view.
    await userEvent.click(canvas.getByRole('tab', { name: 'Full-screen media' }));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Main page' })).toHaveFocus();
    await expect(list.scrollLeft).toBeGreaterThan(0);
    await waitFor(() => expect(list).toHaveAttribute('data-more', 'left'));
  },
};

/** Opened on a tab at the far end (a link to it): the row starts scrolled so that tab is in sight. */
export const ManyTabsActiveAtTheEnd: Story = {
  ...manyTabsScrollStory,
  name: 'Many tabs: the active one at the end is in sight',
  args: { defaultValue: 'main-page' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    const active = canvas.getByRole('tab', { name: 'Main page' }).getBoundingClientRect();
    const box = list.getBoundingClientRect();
    await expect(active.left).toBeGreaterThanOrEqual(box.left);
    await expect(active.right).toBeLessThanOrEqual(box.right + 0.5);
    await expect(list).toHaveAttribute('data-more', 'left');
  },
};

export const ManyTabsScroll: Story = stateOf(manyTabsScrollStory);

export const ManyTabsScrollFlow: Story = {
  ...manyTabsScrollStory,
  tags: ['flow'],
  name: 'Many tabs: scroll to the last',
};

export const ChineseText: Story = {
  globals: { locale: 'zh-CN' },
  render: (args) => (
    <Tabs {...args}>
      <Tabs.List aria-label="统计维度">
        <Tabs.Trigger value="date">按日期</Tabs.Trigger>
        <Tabs.Trigger value="country">按国家</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="date">按日期统计。</Tabs.Content>
      <Tabs.Content value="country">按国家统计。</Tabs.Content>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '按日期' })).toHaveAttribute('aria-selected', 'true');
  },
};

const rightToLeftStory: Story = {
  args: { dir: 'rtl' },
  render: (args) => (
    <div dir="rtl">
      <Tabs {...args}>
        <Tabs.List aria-label="الإحصاءات">
          <Tabs.Trigger value="date">حسب التاريخ</Tabs.Trigger>
          <Tabs.Trigger value="country">حسب البلد</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="date">إحصاءات حسب التاريخ.</Tabs.Content>
        <Tabs.Content value="country">إحصاءات حسب البلد.</Tabs.Content>
      </Tabs>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'حسب التاريخ' }));
    // In RTL the next tab is to the left: ArrowLeft moves forward.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'حسب البلد' })).toHaveFocus();
  },
};

export const RightToLeft: Story = stateOf(rightToLeftStory);

export const RightToLeftFlow: Story = { ...rightToLeftStory, tags: ['flow'], name: 'Right to left: arrows' };
