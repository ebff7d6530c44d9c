import * as stories from '../src/components/campaign-type-icon/campaign-type-icon.stories';
import { visualStates } from './harness';

// A pictogram has no disabled or long-text state: its states are the decorative one beside a name, the labelled
// one alone, and the whole set (each format's shape and colour).
visualStates(stories, ['Decorative', 'Labelled', 'AllTypes'], { width: 320 });
