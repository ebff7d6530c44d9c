import {
  Combobox,
  defaultComboboxLabels,
  useControllableValue,
  type ComboboxBaseProps,
  type ComboboxLabels,
} from '../../internal/combobox';
import { useFieldControl } from '../field/field-context';

export interface SearchableSelectProps extends ComboboxBaseProps {
  /** The chosen value (controlled); `undefined` for none. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Texts, for hosts that translate (`noResults`). */
  labels?: Partial<Pick<ComboboxLabels, 'noResults'>>;
}

/**
 * One value from a long list (countries, publishers) that typing filters: a text box with a listbox below,
 * capped at `min(44vh, space available)`. Arrow keys move, Enter chooses, Escape restores the chosen value.
 * A `<label htmlFor>` or a `Field` names it.
 */
export function SearchableSelect(props: SearchableSelectProps) {
  const { value, defaultValue, onValueChange, labels, ...rest } = useFieldControl(props);
  const [current, setCurrent] = useControllableValue<string | undefined>(value, defaultValue, undefined);
  return (
    <Combobox
      {...rest}
      multiple={false}
      searchable
      selected={current === undefined ? [] : [current]}
      onSelectedChange={(values) => {
        const next = values[0];
        if (next === undefined) return;
        setCurrent(next);
        onValueChange?.(next);
      }}
      labels={{ ...defaultComboboxLabels, ...labels }}
    />
  );
}
SearchableSelect.displayName = 'SearchableSelect';
