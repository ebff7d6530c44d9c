// A column's filter popover, loaded on first use (see `FilterPopover` in data-grid-parts.tsx): Radix Popover and the
// radio group are about 3 KB gzip that a list's first paint does not need.
import { useId, useState, type ReactElement } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { Button } from '../button';
import { Input } from '../input';
import { RadioGroup } from '../radio-group';
import type { FilterPopoverProps } from './data-grid-parts';
import type { DataGridFilter } from './data-grid-types';

/** The draft a filter form starts from: the applied value, as the form's controls hold it. */
const draftOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The filter of one column in a popover, around the trigger `FilterPopover` drew. Both kinds of filter are a
 * small form: the choice is a draft until Apply (or Enter), Clear removes the filter, Escape or a click outside
 * leaves it as it was.
 */
export default function FilterPopoverContent({
  header,
  filter,
  value,
  open,
  onOpenChange,
  onApply,
  labels,
  name,
  trigger,
}: Omit<FilterPopoverProps<unknown>, 'column' | 'withText'> & {
  header: string;
  filter: DataGridFilter;
  name: string;
  trigger: ReactElement;
}) {
  const [draft, setDraft] = useState(() => draftOf(value));
  const inputId = useId();
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(draftOf(value));
        onOpenChange(next);
      }}
    >
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className="adn-DataGrid-filter"
          data-slot="data-grid-filter"
          align="start"
          sideOffset={4}
          collisionPadding={8}
          aria-label={name}
          onOpenAutoFocus={(event) => {
            // The chosen option (as Tab would enter a radio group), or the text field; not simply the first radio.
            const target = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
              'input[type="radio"]:checked, input:not([type="radio"])',
            );
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <form
            className="adn-DataGrid-filterForm"
            onSubmit={(event) => {
              event.preventDefault();
              onApply(draft.trim() || undefined);
            }}
          >
            {filter.type === 'text' ? (
              <>
                <label htmlFor={inputId} className="adn-DataGrid-filterLabel">
                  {header}
                </label>
                <Input
                  id={inputId}
                  size="sm"
                  value={draft}
                  placeholder={filter.placeholder}
                  onChange={(event) => setDraft(event.target.value)}
                />
              </>
            ) : (
              <RadioGroup
                className="adn-DataGrid-filterChoices"
                label={header}
                value={draft}
                onValueChange={setDraft}
                options={[{ value: '', label: labels.filterAll }, ...filter.options]}
              />
            )}
            <div className="adn-DataGrid-filterActions">
              <Button
                type="button"
                variant="ghost"
                tone="neutral"
                size="sm"
                onClick={() => onApply(undefined)}
              >
                {labels.filterClear}
              </Button>
              <Button type="submit" size="sm">
                {labels.filterApply}
              </Button>
            </div>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
