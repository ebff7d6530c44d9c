import * as stories from '../src/components/tabs/tabs.stories';
import { visualStates } from './harness';

visualStates(stories, [
  'Default',
  'Pill',
  'Vertical',
  'Disabled',
  'ManyTabsScroll',
  'ManyTabsActiveAtTheEnd',
]);
