import * as stories from '../src/components/button/button.stories';
import { visualStates } from './harness';

visualStates(stories, ['Default', 'Variants', 'Disabled', 'Loading', 'LongText', 'RussianText']);
