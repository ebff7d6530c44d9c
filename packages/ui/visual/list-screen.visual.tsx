import * as stories from '../src/patterns/list-screen.stories';
import { visualStates } from './harness';

visualStates(stories, ['Loading', 'Empty', 'Failed', 'Success'], { width: 1000 });
