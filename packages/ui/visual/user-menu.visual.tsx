import * as stories from '../src/components/user-menu/user-menu.stories';
import { visualStates } from './harness';

visualStates(stories, ['Default', 'LongText']);
