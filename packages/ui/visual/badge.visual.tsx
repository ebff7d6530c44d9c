import * as stories from '../src/components/badge/badge.stories';
import { visualStates } from './harness';

visualStates(stories, ['Default', 'TonesAndVariants', 'Status', 'LongText', 'InAGridColumn']);
