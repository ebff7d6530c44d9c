import * as stories from '../src/tokens/tokens.stories';
import { visualStates } from './harness';

visualStates(stories, ['AllTokens'], { width: 1000 });
