import * as stories from '../src/components/heading/heading.stories';
import { visualStates } from './harness';

visualStates(stories, ['Default', 'Levels', 'LongText']);
