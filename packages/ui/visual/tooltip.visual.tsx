import * as stories from '../src/components/tooltip/tooltip.stories';
import { visualStates } from './harness';

visualStates(stories, [
  { story: 'Sides', page: true },
  { story: 'LongText', page: true },
]);
