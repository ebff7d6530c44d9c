import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { countries } from '../../internal/countries.fixture';
import { expectListCappedAt44vh, stateOf, inOwnFrame } from '../../internal/story-helpers';
import { Field, type FieldProps } from '../field';
import { MultiSelect, type MultiSelectProps } from './multi-select';

const languages = [
  { value: 'en', label: 'English' },
  { value: 'ru', label: 'Russian' },
  { value: 'uz', label: 'Uzbek' },
  { value: 'kk', label: 'Kazakh' },
  { value: 'fa', label: 'Persian', disabled: true },
  { value: 'tr', label: 'Turkish' },
];

/** Renders the story's MultiSelect in a `Field` (the usual way to label it), 360 px wide. */
const inField =
  (label: string, field: Omit<FieldProps, 'label' | 'children'> = {}, dir?: 'rtl') =>
  (args: MultiSelectProps) => (
    <div dir={dir} style={{ maxInlineSize: 360 }}>
      <Field label={label} {...field}>
        <MultiSelect {...args} />
      </Field>
    </div>
  );

const meta = {
  title: 'Primitives/MultiSelect',
  component: MultiSelect,
  args: { options: languages, placeholder: 'Any language', onValueChange: fn() },
  render: inField('Languages'),
} satisfies Meta<typeof MultiSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

const optionNamed = (name: string) => screen.getByRole('option', { name });

/** Pick with the pointer: the list stays open for more, each choice becomes a chip. */
const defaultStory: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const combo = canvas.getByRole('combobox', { name: 'Languages' });
    await userEvent.click(combo);
    const listbox = await screen.findByRole('listbox', { name: 'Languages' });
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(optionNamed('English'));
    await userEvent.click(optionNamed('Kazakh'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['en', 'kk']);
    await expect(optionNamed('Kazakh')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('list', { name: 'Selected' })).toHaveTextContent('EnglishKazakh');
    await expect(combo).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(combo).toHaveTextContent('2 selected');
  },
};

export const Default: Story = stateOf(defaultStory);

export const DefaultFlow: Story = { ...defaultStory, tags: ['flow'], name: 'Pick two' };

/** The keyboard alone: arrows move the active option, Space and Enter toggle, Home/End jump, Escape closes. */
export const Keyboard: Story = {
  tags: ['flow'],
  play: async ({ canvas, userEvent, args }) => {
    const combo = canvas.getByRole('combobox', { name: 'Languages' });
    await userEvent.tab();
    await expect(combo).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    const activeName = () =>
      document.getElementById(combo.getAttribute('aria-activedescendant') ?? '')?.textContent;
    await expect(activeName()).toBe('English');
    await userEvent.keyboard('{ArrowDown} ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['ru']);
    await userEvent.keyboard('{End}');
    await expect(activeName()).toBe('Turkish');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['ru', 'tr']);
    // Persian is disabled: moving up from Turkish skips it.
    await userEvent.keyboard('{ArrowUp}');
    await expect(activeName()).toBe('Kazakh');
    await userEvent.keyboard('{Home}');
    await expect(activeName()).toBe('English');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(combo).toHaveAttribute('aria-expanded', 'false'));
    await expect(combo).toHaveFocus();
  },
};

/** Letters typed on the closed box jump to the first option that starts with them. */
export const Typeahead: Story = {
  tags: ['flow'],
  play: async ({ canvas, userEvent }) => {
    const combo = canvas.getByRole('combobox', { name: 'Languages' });
    combo.focus();
    await userEvent.keyboard('tu');
    await screen.findByRole('listbox');
    await expect(
      document.getElementById(combo.getAttribute('aria-activedescendant') ?? ''),
    ).toHaveTextContent('Turkish');
    await userEvent.keyboard('{Escape}');
  },
};

/** A chip's button removes that value. */
export const RemoveAChip: Story = {
  tags: ['flow'],
  args: { defaultValue: ['en', 'ru', 'uz'] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Russian' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['en', 'uz']);
    await expect(canvas.queryByRole('button', { name: 'Remove Russian' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Languages' })).toHaveFocus();
  },
};

/** Searchable, for long lists: typing filters, Enter picks and clears the search, Backspace removes the last chip. */
const searchableCountriesStory: Story = {
  args: { options: countries('en'), searchable: true, placeholder: 'Type a country' },
  render: inField('Countries', { hint: 'Where the campaign is shown' }),
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Countries' });
    await userEvent.click(input);
    await userEvent.keyboard('kaz');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['KZ']);
    await expect(input).toHaveValue('');
    await userEvent.keyboard('uzb{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['KZ', 'UZ']);
    await userEvent.keyboard('{Backspace}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['KZ']);
    await userEvent.keyboard('zzzz');
    await expect(await screen.findByRole('status')).toHaveTextContent('No results');
    await userEvent.keyboard('{Escape}');
  },
};

export const SearchableCountries: Story = stateOf(searchableCountriesStory);

export const SearchableCountriesFlow: Story = {
  ...searchableCountriesStory,
  tags: ['flow'],
  name: 'Searchable countries: filter and pick',
};

/** 249 countries, open: the list stops at 44 vh and scrolls. */
export const LongListOpen: Story = {
  parameters: inOwnFrame,
  args: { options: countries('en'), searchable: true, defaultOpen: true, defaultValue: ['AM', 'GE'] },
  play: async () => {
    const listbox = await screen.findByRole('listbox');
    await expectListCappedAt44vh(listbox, 'combobox-content');
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
  },
};

/** Inside a Field with an error: invalid, described by the error. */
export const Invalid: Story = {
  render: inField('Languages', { error: 'Pick at least one language.' }),
  play: async ({ canvas }) => {
    const combo = canvas.getByRole('combobox', { name: 'Languages' });
    await expect(combo).toHaveAttribute('aria-invalid', 'true');
    await expect(combo).toHaveAccessibleDescription('Pick at least one language.');
  },
};

const disabledStory: Story = {
  args: { disabled: true, defaultValue: ['en'] },
  play: async ({ canvas, userEvent, args }) => {
    const combo = canvas.getByRole('combobox', { name: 'Languages' });
    await expect(combo).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(combo);
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove English' })).toBeDisabled();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = stateOf(disabledStory);

export const DisabledFlow: Story = { ...disabledStory, tags: ['flow'], name: 'Disabled: clicks do nothing' };

/** Submits each value as a hidden input under `name`. */
export const InAForm: Story = {
  args: { name: 'languages', defaultValue: ['ru', 'kk'] },
  play: async ({ canvasElement }) => {
    const inputs = canvasElement.querySelectorAll<HTMLInputElement>('input[type="hidden"][name="languages"]');
    await expect([...inputs].map((i) => i.value)).toEqual(['ru', 'kk']);
  },
};

/** Long labels wrap the chips onto more lines; the box grows. */
export const LongText: Story = {
  args: {
    options: [
      { value: 'a', label: 'Crypto enthusiasts who opened a wallet in the last 30 days' },
      { value: 'b', label: 'Owners of Telegram channels with more than 10 000 subscribers' },
      { value: 'c', label: 'Gamers' },
    ],
    defaultValue: ['a', 'b', 'c'],
  },
  render: inField('Audiences'),
  play: async ({ canvas }) => {
    const control = canvas.getByRole('combobox', { name: 'Audiences' }).parentElement!;
    await expect(control.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};

/** Russian texts and labels. */
export const Russian: Story = {
  args: {
    options: countries('ru'),
    defaultValue: ['AM', 'AZ'],
    searchable: true,
    placeholder: 'Начните вводить',
    labels: {
      noResults: 'Ничего не найдено',
      selected: 'Выбрано',
      remove: (label: string) => `Убрать ${label}`,
      summary: (n: number) => `Выбрано: ${n}`,
    },
  },
  render: inField('Страны'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Убрать Армения' })).toBeInTheDocument();
  },
};

/** Simplified Chinese. */
const chineseSimplifiedStory: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    options: countries('zh-CN'),
    defaultValue: ['AM'],
    placeholder: '选择国家',
    labels: {
      selected: '已选',
      remove: (label: string) => `移除${label}`,
      summary: (n: number) => `已选 ${n} 项`,
    },
  },
  render: inField('国家'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '国家' }));
    await expect(await screen.findByRole('option', { name: '亚美尼亚' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const ChineseSimplified: Story = stateOf(chineseSimplifiedStory);

export const ChineseSimplifiedFlow: Story = {
  ...chineseSimplifiedStory,
  tags: ['flow'],
  name: 'Chinese: open and pick',
};

/** Right-to-left: chips start at the right, the chevron sits at the left. */
export const RightToLeft: Story = {
  args: {
    options: [
      { value: 'ar', label: 'العربية' },
      { value: 'fa', label: 'الفارسية' },
      { value: 'he', label: 'العبرية' },
    ],
    defaultValue: ['ar'],
    labels: { remove: (label: string) => `إزالة ${label}` },
  },
  render: inField('اللغات', {}, 'rtl'),
  play: async ({ canvas }) => {
    const chip = canvas.getByRole('listitem');
    const control = chip.closest('[data-slot="combobox-control"]')!;
    await expect(chip.getBoundingClientRect().right).toBeGreaterThan(
      control.getBoundingClientRect().right - 40,
    );
  },
};

/** Dark theme, open. */
export const Dark: Story = {
  parameters: inOwnFrame,
  globals: { theme: 'dark' },
  args: { defaultOpen: true, defaultValue: ['ru', 'uz'] },
};
