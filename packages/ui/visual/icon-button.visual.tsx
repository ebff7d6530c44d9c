import * as stories from '../src/components/icon-button/icon-button.stories';
import { visualStates } from './harness';

visualStates(stories, ['TonesAndSizes', 'Disabled']);
