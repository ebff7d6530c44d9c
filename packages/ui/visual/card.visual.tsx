import * as stories from '../src/components/card/card.stories';
import { visualStates } from './harness';

visualStates(stories, ['Default', 'Raised', 'LongText']);
