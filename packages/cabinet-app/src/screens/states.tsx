import { Input } from '@adnet/ui';

// Where the detail frame is: every screen loads that module, so the error state adds no chunk of its own.
export { LoadFailed } from './page';

/** A list's search box (the value is the list's debounced text filter, `useDebouncedFilter`). */
export function ListSearch({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      maxLength={200}
      wrapperClassName="list-search"
    />
  );
}
