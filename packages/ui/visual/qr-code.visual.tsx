import * as stories from '../src/components/qr-code/qr-code.stories';
import { visualStates } from './harness';

visualStates(stories, ['Default', 'LongLinkSmall', 'Placeholder']);
