import * as stories from '../src/components/ad-preview/ad-preview.stories';
import { visualStates } from './harness';

visualStates(
  stories,
  [
    'FullscreenMedia',
    'RewardedVideo',
    'Task',
    'ChatMessageMedia',
    'InChat',
    'InChatLongTitle',
    'MainPage',
    'TaskInANarrowColumn',
    'Truncated',
    'Empty',
  ],
  { width: 860 },
);
