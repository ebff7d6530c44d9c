import * as stories from '../src/components/searchable-select/searchable-select.stories';
import { visualStates } from './harness';

visualStates(stories, ['Default', 'Invalid', 'Disabled', 'LongText', { story: 'LongListOpen', page: true }]);
