import * as stories from '../src/components/visually-hidden/visually-hidden.stories';
import { visualStates } from './harness';

visualStates(stories, ['LoadingRegion']);
