import * as stories from '../src/components/dropdown-menu/dropdown-menu.stories';
import { visualStates } from './harness';

visualStates(stories, [
  { story: 'Open', page: true },
  { story: 'LongText', page: true },
]);
