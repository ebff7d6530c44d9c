import * as stories from '../src/components/page-header/page-header.stories';
import { visualStates } from './harness';

visualStates(stories, ['Default', 'WithBreadcrumbs', 'WithActions', 'LongText', 'Static'], { width: 900 });
