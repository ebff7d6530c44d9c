import * as stories from '../src/components/layout/desktop-layout.stories';
import { visualStates } from './harness';

visualStates(stories, [
  { story: 'Default', page: true },
  { story: 'Collapsed', page: true },
  { story: 'LongText', page: true },
  { story: 'StaffGroups', page: true },
  { story: 'StaffGroupsCollapsed', page: true },
]);
