import * as stories from '../src/components/multi-select/multi-select.stories';
import { visualStates } from './harness';

visualStates(stories, ['Default', 'Invalid', 'Disabled', 'LongText', { story: 'LongListOpen', page: true }]);
