import * as stories from '../src/components/layout/mobile-layout.stories';
import { visualStates } from './harness';

visualStates(stories, [{ story: 'Default', width: 390 }]);
