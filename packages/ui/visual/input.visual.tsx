import * as stories from '../src/components/input/input.stories';
import { visualStates } from './harness';

visualStates(stories, ['Default', 'Invalid', 'Disabled', 'LongValue']);
