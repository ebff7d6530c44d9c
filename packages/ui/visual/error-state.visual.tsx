import * as stories from '../src/components/error-state/error-state.stories';
import { visualStates } from './harness';

visualStates(stories, ['Default', 'Compact', 'LongText']);
