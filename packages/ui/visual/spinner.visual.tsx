import * as stories from '../src/components/spinner/spinner.stories';
import { visualStates } from './harness';

visualStates(stories, ['Default', 'Sizes']);
