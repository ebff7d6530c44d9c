import * as stories from '../src/components/bar-table/bar-table.stories';
import { visualStates } from './harness';

visualStates(stories, ['ByCountry', 'PlatformsWithLinks', 'Loading', 'Empty', 'LongNamesRussianAndChinese']);
