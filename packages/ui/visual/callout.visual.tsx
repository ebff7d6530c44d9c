import * as stories from '../src/components/callout/callout.stories';
import { visualStates } from './harness';

visualStates(stories, ['Default', 'Tones', 'Dismissible', 'LongText']);
