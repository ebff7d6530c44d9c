import * as stories from '../src/components/progress/progress.stories';
import { visualStates } from './harness';

visualStates(stories, ['Default', 'Indeterminate', 'Complete', 'LongText']);
