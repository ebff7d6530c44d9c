import * as stories from '../src/components/dialog/dialog.stories';
import { visualStates } from './harness';

visualStates(stories, [
  { story: 'Open', page: true },
  { story: 'LongText', page: true },
]);
