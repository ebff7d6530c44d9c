import * as stories from '../src/components/region-tree-picker/region-tree-picker.stories';
import { visualStates } from './harness';

visualStates(stories, ['Default', 'WithSelection', 'Disabled'], { width: 560 });
