import * as stories from '../src/components/campaign-status-badge/campaign-status-badge.stories';
import { visualStates } from './harness';

visualStates(stories, ['AllStatuses', 'NotServing', 'Small', 'UnknownStatus'], { width: 720 });
