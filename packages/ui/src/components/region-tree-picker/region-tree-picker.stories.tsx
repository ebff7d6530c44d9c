import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { RegionTreePicker } from './region-tree-picker';
import type { RegionNode } from './region-tree';
import { sampleRegions } from './region-tree.fixtures';
import { stateOf, expectSvgIcons } from '../../internal/story-helpers';

const regions = sampleRegions;

/** 250 countries with 20 regions each: the size of the real geo tree. */
const world: RegionNode[] = Array.from({ length: 250 }, (_, c) => {
  const code = String.fromCharCode(65 + Math.floor(c / 26), 65 + (c % 26));
  return {
    id: `c${c}`,
    name: `Country ${code}`,
    getCode: code,
    children: Array.from({ length: 20 }, (_, r) => ({
      id: `c${c}r${r}`,
      name: `Region ${code}-${r + 1}`,
      getCode: `${code}-${r + 1}`,
    })),
  };
});

const meta = {
  title: 'Data/RegionTreePicker',
  component: RegionTreePicker,
  args: { regions, onValueChange: fn(), label: 'Regions' },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof RegionTreePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The Done-when of the issue: a country with all its regions, then partial when one is removed, keyboard only. */
export const KeyboardCountryThenPartial: Story = {
  tags: ['flow'],
  name: 'Keyboard: country, then partial',
  play: async ({ canvas, userEvent, args }) => {
    const tree = canvas.getByRole('tree', { name: 'Regions' });
    // Tab from the page into the tree: search field, "Select all", then the tree's one tabbable item.
    for (let i = 0; i < 5 && document.activeElement?.getAttribute('role') !== 'treeitem'; i += 1) {
      await userEvent.tab();
    }
    const russia = within(tree).getByRole('treeitem', { name: /Russia/ });
    await expect(russia).toHaveFocus();

    await userEvent.keyboard(' ');
    await expect(russia).toHaveAttribute('aria-checked', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([11, 12, 13], { compact: [1] });

    await userEvent.keyboard('{ArrowRight}');
    await expect(russia).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Moscow', 'Saint Petersburg', 'Tatarstan']) {
      await expect(within(tree).getByRole('treeitem', { name: new RegExp(name) })).toHaveAttribute(
        'aria-checked',
        'true',
      );
    }

    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    const spb = within(tree).getByRole('treeitem', { name: /Saint Petersburg/ });
    await expect(spb).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(spb).toHaveAttribute('aria-checked', 'false');
    await expect(russia).toHaveAttribute('aria-checked', 'mixed');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([11, 13], { compact: [11, 13] });

    // Left goes back to the parent, Left again collapses it.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(russia).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(russia).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('list', { name: 'Selected regions' })).toHaveTextContent('MoscowTatarstan');
  },
};

export const KeyboardNavigation: Story = {
  tags: ['flow'],
  name: 'Keyboard: Home, End, type-ahead, expand siblings',
  play: async ({ canvas, userEvent }) => {
    const tree = canvas.getByRole('tree');
    within(tree)
      .getByRole('treeitem', { name: /Russia/ })
      .focus();
    await userEvent.keyboard('{End}');
    await expect(within(tree).getByRole('treeitem', { name: /Monaco/ })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(within(tree).getByRole('treeitem', { name: /Russia/ })).toHaveFocus();
    await userEvent.keyboard('u');
    await expect(within(tree).getByRole('treeitem', { name: /Uzbekistan/ })).toHaveFocus();
    await userEvent.keyboard('*');
    await expect(within(tree).getByRole('treeitem', { name: /Kazakhstan/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(within(tree).getByRole('treeitem', { name: /Tashkent/ })).toBeVisible();
  },
};

const withSelectionStory: Story = {
  args: { defaultValue: [21, 22, 31, 11] },
  play: async ({ canvas, userEvent, args }) => {
    const chips = canvas.getByRole('list', { name: 'Selected regions' });
    await expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Moscow', 'Kazakhstan', 'Uzbekistan']);
    await userEvent.click(within(chips).getByRole('button', { name: 'Remove Kazakhstan' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith([11, 31], { compact: [11, 3] });
    await expect(canvas.getByText('2 selected')).toBeVisible();
  },
};

export const WithSelection: Story = {
  ...stateOf(withSelectionStory),
  play: async ({ canvas }) => {
    // Each chip's remove button shows a close icon, not the text "×".
    await expectSvgIcons(canvas.getByRole('list', { name: 'Selected regions' }), 'button svg.lucide-x');
  },
};

export const WithSelectionFlow: Story = {
  ...withSelectionStory,
  tags: ['flow'],
  name: 'With a selection: clear a chip',
};

export const Search: Story = {
  tags: ['flow'],
  name: 'Search keeps ancestors',
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Search regions'), 'alma');
    const items = within(canvas.getByRole('tree')).getAllByRole('treeitem');
    await expect(items.map((item) => item.textContent)).toEqual(['›KazakhstanKZ', 'AlmatyKZ-ALA']);
    await userEvent.click(canvas.getByRole('button', { name: 'Select all found' }));
    await expect(canvas.getByText('1 selected')).toBeVisible();
  },
};

const nothingFoundStory: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Search regions'), 'Atlantis');
    await expect(canvas.getByText('Nothing found')).toBeVisible();
    await expect(canvas.queryByRole('tree')).toBeNull();
  },
};

export const NothingFound: Story = stateOf(nothingFoundStory);

export const NothingFoundFlow: Story = {
  ...nothingFoundStory,
  tags: ['flow'],
  name: 'Nothing found: search',
};

export const PasteCodes: Story = {
  tags: ['flow'],
  name: 'Paste ISO codes',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByLabelText('Search regions'));
    await userEvent.paste('RU, kz-ala\nXX');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Selected 2 from the pasted codes. Not found: XX.',
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith([11, 12, 13, 21], { compact: [1, 21] });
    // The codes went to the choice, not into the search field.
    await expect(canvas.getByLabelText('Search regions')).toHaveValue('');
  },
};

/** Whether the form around the picker was submitted (the `TypeCodes` story's form). */
const formSubmitted = fn();

export const TypeCodes: Story = {
  tags: ['flow'],
  name: 'Type ISO codes, then Enter',
  decorators: [
    (Story) => (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          formSubmitted();
        }}
      >
        {Story()}
        <button type="submit">Save</button>
      </form>
    ),
  ],
  play: async ({ canvas, userEvent, args }) => {
    const search = canvas.getByLabelText('Search regions');
    await userEvent.type(search, 'ru, kz-ala');
    // Typed, the list is a search for those codes.
    const items = within(canvas.getByRole('tree')).getAllByRole('treeitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      '›RussiaRU',
      '›KazakhstanKZ',
      'AlmatyKZ-ALA',
    ]);
    // Enter selects them, and submits no form around the picker.
    formSubmitted.mockClear();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Selected 2 from the codes typed.');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([11, 12, 13, 21], { compact: [1, 21] });
    await expect(search).toHaveValue('');
    await expect(formSubmitted).not.toHaveBeenCalled();
  },
};

const wholeWorldStory: Story = {
  name: '250 countries x 20 regions',
  args: { regions: world, maxChips: 8 },
  play: async ({ canvas, userEvent }) => {
    const tree = canvas.getByRole('tree');
    // Only the rows in view are in the DOM.
    await expect(within(tree).getAllByRole('treeitem').length).toBeLessThan(40);
    const started = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: 'Select all' }));
    await expect(canvas.getByText('5000 selected')).toBeVisible();
    await expect(performance.now() - started).toBeLessThan(1000);
    await expect(canvas.getByRole('button', { name: '+242 more' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Search regions'), 'Region CZ-7');
    await waitFor(() =>
      expect(
        within(canvas.getByRole('tree'))
          .getAllByRole('treeitem')
          .map((i) => i.textContent),
      ).toEqual(['›Country CZCZ', 'Region CZ-7CZ-7']),
    );
  },
};

export const WholeWorld: Story = stateOf(wholeWorldStory);

export const WholeWorldFlow: Story = { ...wholeWorldStory, tags: ['flow'], name: '250 countries: expand' };

const disabledStory: Story = {
  args: { disabled: true, defaultValue: [11] },
  play: async ({ canvas, userEvent, args }) => {
    const russia = within(canvas.getByRole('tree')).getByRole('treeitem', { name: /Russia/ });
    await userEvent.click(russia);
    await expect(russia).toHaveAttribute('aria-checked', 'mixed');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = stateOf(disabledStory);

export const DisabledFlow: Story = { ...disabledStory, tags: ['flow'], name: 'Disabled: clicks do nothing' };

export const Russian: Story = {
  args: {
    label: 'Регионы',
    defaultValue: [11, 12],
    regions: [
      {
        id: 1,
        name: 'Россия',
        getCode: 'RU',
        children: [
          { id: 11, name: 'Москва', getCode: 'RU-MOW' },
          { id: 12, name: 'Санкт-Петербург', getCode: 'RU-SPE' },
          { id: 13, name: 'Республика Татарстан (Татарстан)', getCode: 'RU-TA' },
        ],
      },
    ],
    labels: {
      search: 'Поиск регионов',
      searchHint: 'Введите название или вставьте ISO-коды (RU, KZ-ALA), чтобы выбрать их.',
      selectAll: 'Выбрать все',
      clear: 'Очистить',
      selectedCount: 'Выбрано: {count}',
      chips: 'Выбранные регионы',
      removeChip: 'Убрать {name}',
    },
  },
};

export const Chinese: Story = {
  args: {
    label: '地区',
    regions: [
      {
        id: 1,
        name: '中国',
        getCode: 'CN',
        children: [
          { id: 11, name: '北京市', getCode: 'CN-BJ' },
          { id: 12, name: '上海市', getCode: 'CN-SH' },
          { id: 13, name: '广东省', getCode: 'CN-GD' },
        ],
      },
    ],
    defaultValue: [11, 12, 13],
    labels: {
      search: '搜索地区',
      searchHint: '输入名称或粘贴 ISO 代码（RU、KZ-ALA）以选择。',
      selectAll: '全选',
      clear: '清除',
      selectedCount: '已选 {count} 个',
      chips: '已选地区',
      removeChip: '移除{name}',
    },
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: [11, 21, 22] },
};
