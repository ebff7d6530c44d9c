import * as stories from '../src/components/checkbox/checkbox.stories';
import { visualStates } from './harness';

visualStates(stories, ['Default', 'Checked', 'Disabled', 'InvalidInField', 'LongText']);
