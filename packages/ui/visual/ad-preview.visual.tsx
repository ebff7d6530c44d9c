import * as stories from '../src/components/ad-preview/ad-preview.stories';
import { visualStates } from './harness';

visualStates(
  stories,
  [
    'FullscreenMedia',
    'RewardedVideo',
    'ChatMessageMedia',
    'InChat',
    'InChatLongTitle',
    'TaskInANarrowColumn',
    'Truncated',
    'Empty',
  ],
  { width: 860 },
);
