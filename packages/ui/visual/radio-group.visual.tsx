import * as stories from '../src/components/radio-group/radio-group.stories';
import { visualStates } from './harness';

visualStates(stories, ['Default', 'SpacingLikeCheckbox', 'WithError', 'Disabled', 'LongText']);
