import * as stories from '../src/components/file-upload-field/file-upload-field.stories';
import { visualStates } from './harness';

visualStates(stories, ['Default', 'Disabled', 'TooLarge', 'SeveralWithHistory', 'StoredEarlier'], {
  width: 560,
});
