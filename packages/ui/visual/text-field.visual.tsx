import * as stories from '../src/components/text-field/text-field.stories';
import { visualStates } from './harness';

visualStates(stories, ['Default', 'HintAndError', 'OverTheLimit', 'Disabled', 'LongText']);
