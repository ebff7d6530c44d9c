import * as stories from '../src/components/dots-loader/dots-loader.stories';
import { visualStates } from './harness';

visualStates(stories, ['Default', 'Sizes']);
