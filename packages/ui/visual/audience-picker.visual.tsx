import * as stories from '../src/components/audience-picker/audience-picker.stories';
import { visualStates } from './harness';

visualStates(stories, [
  'Default',
  'Warnings',
  'UnknownAudience',
  'Loading',
  'Empty',
  'LoadError',
  'Disabled',
  'FieldErrors',
  'StatusBadges',
]);
