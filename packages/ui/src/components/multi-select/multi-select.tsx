import {
  Combobox,
  defaultComboboxLabels,
  useControllableValue,
  type ComboboxBaseProps,
  type ComboboxLabels,
} from '../../internal/combobox';
import { useFieldControl } from '../field/field-context';

export interface MultiSelectProps extends ComboboxBaseProps {
  /** Chosen values, in the order they were picked (controlled). */
  value?: readonly string[];
  defaultValue?: readonly string[];
  onValueChange?: (value: string[]) => void;
  /**
   * `true`: a text box filters the list (long lists); Space types. `false`: a select-only box where Space and
   * Enter toggle and letters jump to an option. @default false
   */
  searchable?: boolean;
  /** Texts, for hosts that translate: `noResults`, `selected`, `remove(label)`, `summary(count)`. */
  labels?: Partial<ComboboxLabels>;
}

/**
 * Chooses several values from a list: the chosen ones show as chips with remove buttons, the list stays open
 * while picking and is capped at `min(44vh, space available)`. A WAI-ARIA combobox with a multi-selectable
 * listbox; inside a `Field` it takes the field's label, description and state.
 *
 * @example
 * ```tsx
 * <Field label="Languages"><MultiSelect options={languages} value={langs} onValueChange={setLangs} /></Field>
 * ```
 */
export function MultiSelect(props: MultiSelectProps) {
  const {
    value,
    defaultValue = [],
    onValueChange,
    searchable = false,
    labels,
    ...rest
  } = useFieldControl(props);
  const [selected, setSelected] = useControllableValue<readonly string[]>(
    value,
    defaultValue,
    onValueChange && ((next) => onValueChange([...next])),
  );
  return (
    <Combobox
      {...rest}
      multiple
      searchable={searchable}
      selected={selected}
      onSelectedChange={setSelected}
      labels={{ ...defaultComboboxLabels, ...labels }}
    />
  );
}
MultiSelect.displayName = 'MultiSelect';
