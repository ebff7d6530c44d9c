import * as stories from '../src/components/textarea/textarea.stories';
import { visualStates } from './harness';

visualStates(stories, ['Default', 'Invalid', 'Disabled', 'LongText']);
