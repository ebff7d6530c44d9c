import * as stories from '../src/components/toaster/toaster.stories';
import { visualStates } from './harness';

visualStates(stories, [
  { story: 'Stacked', page: true },
  { story: 'LongText', page: true },
]);
