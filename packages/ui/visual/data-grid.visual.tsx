import * as stories from '../src/components/data-grid/data-grid.stories';
import { visualStates } from './harness';

visualStates(
  stories,
  [
    // Selected rows, the bulk-actions bar, a filter chip, row menus (the 20-row stories are taller than the
    // 768 px viewport, which would cut the screenshot).
    'Dark',
    // The same in Russian: longer labels in the pager, the chips and the bulk bar.
    'Russian',
    'Loading',
    'Empty',
    'EmptyWithHint',
    'LoadingError',
    'LongText',
    // A filter popover with its Apply and Clear, which opens outside the table's box.
    // Its code loads on first use (data-grid-filter.tsx): the shot waits for the popover to be in.
    {
      story: 'OpenedFilterFromUrl',
      page: true,
      ready: () => document.querySelector('[data-slot="data-grid-filter"]') !== null,
    },
  ],
  { width: 1000 },
);
