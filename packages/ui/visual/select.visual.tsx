import * as stories from '../src/components/select/select.stories';
import { visualStates } from './harness';

visualStates(stories, [
  'Default',
  'WithValue',
  'Disabled',
  'Invalid',
  'LongText',
  { story: 'LongListOpen', page: true },
  'Placeholder',
]);
