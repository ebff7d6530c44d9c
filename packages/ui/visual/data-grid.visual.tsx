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
    'LoadingError',
    'LongText',
    // A filter popover with its Apply and Clear, which opens outside the table's box.
    { story: 'OpenedFilterFromUrl', page: true },
  ],
  { width: 1000 },
);
