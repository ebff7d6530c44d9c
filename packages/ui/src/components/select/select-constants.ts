/**
 * The spec's select dropdown maximum height, in `vh`. Lists (Select, MultiSelect, SearchableSelect) are capped at
 * `min(44vh, the space available beside the trigger)` and scroll beyond that.
 */
export const SELECT_MAX_HEIGHT_VH = 44;
