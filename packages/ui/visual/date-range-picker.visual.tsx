import * as stories from '../src/components/date-range-picker/date-range-picker.stories';
import { visualStates } from './harness';

visualStates(stories, ['Default', 'WithValue', 'Disabled', 'Russian', 'Placeholder']);
