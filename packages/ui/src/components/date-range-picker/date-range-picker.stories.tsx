import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { DateRangePicker } from './date-range-picker';
import { DateRangePickerPlaceholder } from './date-range-picker-placeholder';
import { UiLocaleProvider } from '../../locale';
import { stateOf, expectSvgIcons, expectSameBox } from '../../internal/story-helpers';

/** A fixed "now" (5 March 2026, 12:00 UTC) so presets and the calendar look the same on every run. */
const NOW = Date.UTC(2026, 2, 5, 12);

const meta = {
  title: 'Data/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Period', now: NOW, timeZone: 'Europe/Moscow', onValueChange: fn() },
  parameters: {
    localeArgs: {
      en: { label: 'Period', locale: undefined, labels: undefined },
      ru: {
        label: 'Период',
        locale: 'ru',
        labels: {
          today: 'Сегодня',
          yesterday: 'Вчера',
          last7Days: 'Последние 7 дней',
          last30Days: 'Последние 30 дней',
          thisMonth: 'Этот месяц',
          lastMonth: 'Прошлый месяц',
          custom: 'Свой период',
          placeholder: 'Выберите даты',
          dialog: 'Выбор периода',
          presets: 'Быстрый выбор',
          apply: 'Применить',
          cancel: 'Отмена',
          timeZone: 'Часовой пояс: {zone}',
        },
      },
      'zh-CN': {
        label: '时间段',
        locale: 'zh-CN',
        labels: {
          today: '今天',
          yesterday: '昨天',
          last7Days: '最近 7 天',
          last30Days: '最近 30 天',
          thisMonth: '本月',
          lastMonth: '上月',
          custom: '自定义',
          placeholder: '选择日期',
          dialog: '选择日期范围',
          presets: '快速选择',
          apply: '应用',
          cancel: '取消',
          timeZone: '时区：{zone}',
        },
      },
    },
    layout: 'padded',
  },
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Choose a date range' });

const defaultStory: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Period Choose dates' });
    await userEvent.click(trigger);
    const popover = await dialog();
    await expect(within(popover).getByText('Time zone: Europe/Moscow (GMT+3)')).toBeVisible();
    await userEvent.click(within(popover).getByRole('button', { name: 'Last 7 days' }));
    await expect(args.onValueChange).toHaveBeenCalledWith(
      { from: '2026-02-27', to: '2026-03-05' },
      'last7Days',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveAccessibleName(/Period Feb 27\s–\sMar 5, 2026/);
    await expect(trigger).toHaveFocus();
  },
};

export const Default: Story = stateOf(defaultStory);

export const DefaultFlow: Story = { ...defaultStory, tags: ['flow'], name: 'Picks a preset (last 7 days)' };

export const CustomRange: Story = {
  tags: ['flow'],
  name: 'Custom range on the calendar',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Period Choose dates' }));
    const popover = await dialog();
    await userEvent.click(within(popover).getByRole('button', { name: /February 10, 2026/ }));
    await expect(within(popover).getByText('Now pick the last day.')).toBeVisible();
    await userEvent.click(within(popover).getByRole('button', { name: /February 20, 2026/ }));
    await expect(within(popover).getByRole('button', { name: 'Custom' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(popover).getByRole('button', { name: 'Apply' }));
    await expect(args.onValueChange).toHaveBeenCalledWith({ from: '2026-02-10', to: '2026-02-20' }, null);
  },
};

export const KeyboardOnly: Story = {
  tags: ['flow'],
  name: 'Keyboard: open, preset, Escape',
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /Period/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const popover = await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(popover).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    const again = await dialog();
    // Focus moves into the popover; Tab walks the presets; Enter picks one.
    await waitFor(() => expect(again.contains(document.activeElement)).toBe(true));
    const yesterday = within(again).getByRole('button', { name: 'Yesterday' });
    for (let i = 0; i < 4 && document.activeElement !== yesterday; i += 1) await userEvent.tab();
    await expect(yesterday).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith(
      { from: '2026-03-04', to: '2026-03-04' },
      'yesterday',
    );
  },
};

const withValueStory: Story = {
  name: 'With a value (this month)',
  args: { defaultValue: { from: '2026-03-01', to: '2026-03-05' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Period Mar 1\s–\s5, 2026/ }));
    const popover = await dialog();
    await expect(within(popover).getByRole('button', { name: 'This month' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Statistics have no future: 6 March is after today and cannot be picked.
    await expect(within(popover).getByRole('button', { name: /March 6, 2026/ })).toBeDisabled();
  },
};

export const WithValue: Story = stateOf(withValueStory);

export const WithValueFlow: Story = { ...withValueStory, tags: ['flow'], name: 'With a value: open' };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /Period/ })).toBeDisabled();
    // A calendar icon, not an empty box drawn in CSS.
    await expectSvgIcons(canvasElement, 'button svg.lucide-calendar');
  },
};

const russianStory: Story = {
  args: {
    label: 'Период',
    locale: 'ru',
    defaultValue: { from: '2026-02-01', to: '2026-02-28' },
    labels: {
      today: 'Сегодня',
      yesterday: 'Вчера',
      last7Days: 'Последние 7 дней',
      last30Days: 'Последние 30 дней',
      thisMonth: 'Этот месяц',
      lastMonth: 'Прошлый месяц',
      custom: 'Свой период',
      dialog: 'Выбор периода',
      presets: 'Быстрый выбор',
      apply: 'Применить',
      cancel: 'Отмена',
      timeZone: 'Часовой пояс: {zone}',
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Период/ }));
    const popover = await screen.findByRole('dialog', { name: 'Выбор периода' });
    await expect(within(popover).getByText('февраль 2026', { exact: false })).toBeVisible();
    await expect(within(popover).getByRole('button', { name: 'Прошлый месяц' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Russian: Story = stateOf(russianStory);

export const RussianFlow: Story = { ...russianStory, tags: ['flow'], name: 'Russian: open' };

/**
 * The same picker with no `locale` or `labels` of its own: an app's `UiLocaleProvider` gives both, as the cabinet
 * gives every screen's picker once at its root.
 */
export const RussianFromProvider: Story = {
  tags: ['flow'],
  name: 'Russian from UiLocaleProvider',
  args: { label: 'Период', defaultValue: { from: '2026-02-01', to: '2026-02-28' } },
  decorators: [
    (Story) => (
      <UiLocaleProvider locale="ru" labels={{ dateRangePicker: russianStory.args?.labels }}>
        <Story />
      </UiLocaleProvider>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    // The trigger's range in Russian dates, the popover's texts from the provider.
    const trigger = canvas.getByRole('button', { name: /Период/ });
    await expect(trigger).toHaveTextContent(/февр/);
    await userEvent.click(trigger);
    const popover = await screen.findByRole('dialog', { name: 'Выбор периода' });
    await expect(within(popover).getByText('февраль 2026', { exact: false })).toBeVisible();
    await expect(within(popover).getByRole('button', { name: 'Применить' })).toBeVisible();
  },
};

const chineseStory: Story = {
  args: {
    label: '时间段',
    locale: 'zh-CN',
    timeZone: 'Asia/Shanghai',
    labels: {
      today: '今天',
      yesterday: '昨天',
      last7Days: '最近 7 天',
      last30Days: '最近 30 天',
      thisMonth: '本月',
      lastMonth: '上月',
      custom: '自定义',
      placeholder: '选择日期',
      dialog: '选择日期范围',
      presets: '快速选择',
      apply: '应用',
      cancel: '取消',
      timeZone: '时区：{zone}',
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /时间段/ }));
    await expect(await screen.findByRole('dialog', { name: '选择日期范围' })).toBeVisible();
  },
};

export const Chinese: Story = stateOf(chineseStory);

export const ChineseFlow: Story = { ...chineseStory, tags: ['flow'], name: 'Chinese: open' };

/** Whether two boxes overlap (touching edges do not count). */
function overlaps(a: DOMRect, b: DOMRect) {
  return a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
}

/**
 * On a phone the popover is a full-width sheet: quick ranges in a row, one month, Apply and both arrows on
 * screen (at 390 px it ran 10 px off screen and clipped Apply and the next-month arrow).
 */
export const Phone: Story = {
  tags: ['flow'],
  name: 'Phone (390 px): open',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { defaultValue: { from: '2026-02-10', to: '2026-02-20' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Period/ }));
    const popover = await dialog();
    await expect(popover).toHaveAttribute('data-layout', 'sheet');
    await expect(within(popover).getAllByRole('grid')).toHaveLength(1);
    const inView = (element: Element) => {
      const r = element.getBoundingClientRect();
      return r.left >= -0.5 && r.right <= window.innerWidth + 0.5;
    };
    await expect(inView(popover)).toBe(true);
    await expect(inView(within(popover).getByRole('button', { name: 'Apply' }))).toBe(true);
    await expect(inView(within(popover).getByRole('button', { name: /next month/i }))).toBe(true);
    // The quick ranges are one row above the month, not a column beside it.
    const presets = within(popover).getAllByRole('button', { name: /Today|Yesterday|Last 7 days/ });
    const tops = new Set(presets.map((preset) => Math.round(preset.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
  },
};

/** The previous-month arrow sits before the first month's caption and the next-month arrow after the last one. */
export const TwoMonthsArrows: Story = {
  tags: ['flow'],
  name: 'Two months: arrows beside the captions',
  args: { numberOfMonths: 2, defaultValue: { from: '2026-02-10', to: '2026-02-20' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Period/ }));
    const popover = await dialog();
    const previous = within(popover).getByRole('button', { name: /previous month/i });
    const next = within(popover).getByRole('button', { name: /next month/i });
    const grids = within(popover).getAllByRole('grid');
    const captions = [...popover.querySelectorAll('.rdp-caption_label')];
    await expect(grids).toHaveLength(2);
    for (const part of [...grids, ...captions]) {
      await expect(overlaps(previous.getBoundingClientRect(), part.getBoundingClientRect())).toBe(false);
      await expect(overlaps(next.getBoundingClientRect(), part.getBoundingClientRect())).toBe(false);
    }
    const first = (captions[0] as Element).getBoundingClientRect();
    const last = (captions[captions.length - 1] as Element).getBoundingClientRect();
    await expect(previous.getBoundingClientRect().right).toBeLessThanOrEqual(first.left + 0.5);
    await expect(next.getBoundingClientRect().left).toBeGreaterThanOrEqual(last.right - 0.5);
  },
};

export const OneMonth: Story = {
  tags: ['flow'],
  name: 'One month (narrow screens)',
  args: { numberOfMonths: 1 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Period/ }));
    await expect(within(await dialog()).getAllByRole('grid')).toHaveLength(1);
  },
};

export const DarkOpen: Story = {
  tags: ['flow'],
  name: 'Dark, open',
  globals: { theme: 'dark' },
  args: { defaultValue: { from: '2026-02-10', to: '2026-02-20' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Period/ }));
    await expect(await dialog()).toBeVisible();
  },
};

/** While the picker's code loads: its trigger with the same text, inert (above the real picker, label hidden). */
export const Placeholder: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <DateRangePickerPlaceholder text="Choose dates" empty />
      <DateRangePicker {...args} hideLabel />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const held = canvasElement.querySelector('[data-slot="date-range-picker-placeholder"]')!;
    await expect(held).toHaveAttribute('inert');
    const real = canvas.getByRole('button', { name: /Period/ });
    await expectSameBox(held.querySelector('button')!, real);
  },
};
