import * as stories from '../src/components/switch/switch.stories';
import { visualStates } from './harness';

visualStates(stories, ['Default', 'On', 'Disabled', 'LongText', 'Placeholder']);
