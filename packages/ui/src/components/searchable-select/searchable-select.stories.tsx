import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { countries } from '../../internal/countries.fixture';
import { expectListCappedAt44vh, stateOf, inOwnFrame } from '../../internal/story-helpers';
import { Field, type FieldProps } from '../field';
import { SearchableSelect, type SearchableSelectProps } from './searchable-select';

const english = countries('en');

/** Renders the story's SearchableSelect in a `Field` (the usual way to label it), 360 px wide. */
const inField =
  (label: string, field: Omit<FieldProps, 'label' | 'children'> = {}, dir?: 'rtl') =>
  (args: SearchableSelectProps) => (
    <div dir={dir} style={{ maxInlineSize: 360 }}>
      <Field label={label} {...field}>
        <SearchableSelect {...args} />
      </Field>
    </div>
  );

const meta = {
  title: 'Primitives/SearchableSelect',
  component: SearchableSelect,
  args: { options: english, placeholder: 'Type a country', onValueChange: fn() },
  render: inField('Country'),
} satisfies Meta<typeof SearchableSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Type to filter 249 countries, Enter picks the first match; the box then shows the choice. */
const defaultStory: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.click(input);
    await screen.findByRole('listbox', { name: 'Country' });
    await userEvent.keyboard('germ');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option').id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('DE');
    await expect(input).toHaveValue('Germany');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Default: Story = stateOf(defaultStory);

export const DefaultFlow: Story = { ...defaultStory, tags: ['flow'], name: 'Pick by typing' };

/** With the pointer. */
export const PickWithPointer: Story = {
  tags: ['flow'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Country' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Armenia' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('AM');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** Escape throws the search away and shows the chosen value again. */
export const EscapeRestores: Story = {
  tags: ['flow'],
  args: { defaultValue: 'KZ' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveValue('Kazakhstan');
    await userEvent.clear(input);
    await userEvent.type(input, 'fra');
    await screen.findByRole('option', { name: 'France' });
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('Kazakhstan');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Arrows, Home and End move through the open list; the active option scrolls into view. */
export const Keyboard: Story = {
  tags: ['flow'],
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    input.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    await expect(active()).toHaveTextContent(english[0]!.label);
    await userEvent.keyboard('{End}');
    await expect(active()).toHaveTextContent(english.at(-1)!.label);
    await waitFor(() => expect(listbox.scrollTop).toBeGreaterThan(0));
    await userEvent.keyboard('{Home}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith(english[1]!.value);
  },
};

/** Nothing matches: the list says so. */
const noResultsStory: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Country' }), 'Atlantis');
    await expect(await screen.findByRole('status')).toHaveTextContent('No results');
    await userEvent.keyboard('{Escape}');
  },
};

export const NoResults: Story = stateOf(noResultsStory);

export const NoResultsFlow: Story = { ...noResultsStory, tags: ['flow'], name: 'No results: search' };

/** Open, for review: capped at 44 vh. */
export const LongListOpen: Story = {
  parameters: inOwnFrame,
  args: { defaultOpen: true, defaultValue: 'AR' },
  play: async () => {
    const listbox = await screen.findByRole('listbox');
    await expectListCappedAt44vh(listbox, 'combobox-content');
  },
};

/** A plain `<label for>` names it too. */
const withNativeLabelStory: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 4, maxInlineSize: 360 }}>
      <label htmlFor="publisher">Publisher</label>
      <SearchableSelect
        {...args}
        id="publisher"
        options={[
          { value: 'p1', label: '@cryptonews' },
          { value: 'p2', label: '@gamers_hub' },
        ]}
      />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Publisher' }));
    await expect(await screen.findByRole('listbox', { name: 'Publisher' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

export const WithNativeLabel: Story = stateOf(withNativeLabelStory);

export const WithNativeLabelFlow: Story = {
  ...withNativeLabelStory,
  tags: ['flow'],
  name: 'With a native label: click the label',
};

export const Invalid: Story = {
  render: inField('Country', { error: 'Choose a country.', required: true }),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('Choose a country.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'AM' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toBeDisabled();
  },
};

/** Long names are cut in the box and wrap in the list. */
export const LongText: Story = {
  args: {
    options: [
      { value: 'x', label: 'Democratic Republic of the Congo — Kinshasa metropolitan area and surroundings' },
      { value: 'y', label: 'Chad' },
    ],
    defaultValue: 'x',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(
      input.closest('[data-slot="combobox-control"]')!.getBoundingClientRect().width,
    ).toBeLessThanOrEqual(360);
  },
};

const russianStory: Story = {
  args: {
    options: countries('ru'),
    placeholder: 'Начните вводить',
    labels: { noResults: 'Ничего не найдено' },
  },
  render: inField('Страна'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Страна' }), 'казах{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('KZ');
  },
};

export const Russian: Story = stateOf(russianStory);

export const RussianFlow: Story = { ...russianStory, tags: ['flow'], name: 'Russian: open and pick' };

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    options: countries('zh-CN'),
    placeholder: '输入国家',
    defaultValue: 'CN',
    labels: { noResults: '无结果' },
  },
  render: inField('国家'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '国家' })).toHaveValue('中国');
  },
};

export const RightToLeft: Story = {
  args: {
    options: [
      { value: 'EG', label: 'مصر' },
      { value: 'SA', label: 'السعودية' },
    ],
    defaultValue: 'EG',
  },
  render: inField('الدولة', {}, 'rtl'),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'الدولة' });
    const control = input.closest('[data-slot="combobox-control"]')!;
    const icon = control.querySelector('.adn-Combobox-icon')!;
    await expect(icon.getBoundingClientRect().left).toBeLessThan(control.getBoundingClientRect().left + 40);
  },
};

export const Dark: Story = {
  parameters: inOwnFrame,
  globals: { theme: 'dark' },
  args: { defaultOpen: true, defaultValue: 'AM' },
};
