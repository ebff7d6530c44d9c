import * as stories from '../src/components/empty-state/empty-state.stories';
import { visualStates } from './harness';

visualStates(stories, ['Default', 'Compact', 'LongText']);
