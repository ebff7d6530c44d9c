import * as stories from '../src/components/copy-field/copy-field.stories';
import { visualStates } from './harness';

visualStates(stories, ['Default', 'SecretToken', 'LongValue']);
