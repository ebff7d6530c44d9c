import * as stories from '../src/components/field/field.stories';
import { visualStates } from './harness';

visualStates(stories, ['WithHint', 'WithError', 'Disabled', 'LongText']);
