import * as stories from '../src/components/stat-card/stat-card.stories';
import { visualStates } from './harness';

visualStates(stories, ['Rising', 'Falling', 'Loading', 'LongText', 'MoneyOnAPhone']);
