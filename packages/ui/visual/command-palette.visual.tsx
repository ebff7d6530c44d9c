import { afterAll, beforeAll, describe } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from '../src/components/command-palette/command-palette.stories';
import { visualStates } from './harness';

visualStates(stories, [
  { story: 'Default', page: true },
  { story: 'Filtered', page: true },
  { story: 'Loading', page: true },
  { story: 'NoResults', page: true },
  { story: 'ServerResults', page: true },
  { story: 'DisabledItem', page: true },
  { story: 'LongLabels', page: true },
  { story: 'Shortcuts', page: true },
]);

// The palette and the dialog are fixed to the window, so the phone states need a 390 px window, not a frame.
describe('at 390 px', () => {
  beforeAll(() => page.viewport(390, 844));
  afterAll(() => page.viewport(1280, 1024));
  visualStates(stories, [
    { story: 'Phone390', page: true },
    { story: 'ShortcutsPhone390', page: true },
  ]);
});
