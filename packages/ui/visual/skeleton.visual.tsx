import * as stories from '../src/components/skeleton/skeleton.stories';
import { visualStates } from './harness';

visualStates(stories, ['TextLine', 'Paragraph', 'CardPlaceholder', 'Box']);
