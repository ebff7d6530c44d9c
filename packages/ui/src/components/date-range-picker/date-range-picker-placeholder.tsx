export interface DateRangePickerPlaceholderProps {
  /** What the trigger will show: the chosen range, formatted, or the placeholder text. */
  text: string;
  /** Nothing is chosen: `text` is the placeholder and looks like one. */
  empty?: boolean;
}

/**
 * Holds a {@link DateRangePicker}'s place (its trigger, label hidden) while its code loads: the same button with an
 * icon-sized box and the same text, inert, so nothing moves when the picker replaces it.
 */
export function DateRangePickerPlaceholder({ text, empty = false }: DateRangePickerPlaceholderProps) {
  return (
    <div className="adn-DateRangePicker" data-slot="date-range-picker-placeholder" inert>
      <button type="button" className="adn-DateRangePicker-trigger" data-placeholder={empty ? '' : undefined}>
        <span className="adn-DateRangePicker-icon" style={{ inlineSize: 16, blockSize: 16 }} />
        <span>{text}</span>
      </button>
    </div>
  );
}
