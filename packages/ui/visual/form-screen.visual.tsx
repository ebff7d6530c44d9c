import * as stories from '../src/patterns/form-screen.stories';
import { visualStates } from './harness';

visualStates(stories, ['Loading', 'Empty', 'Failed', 'Success'], { width: 720 });
