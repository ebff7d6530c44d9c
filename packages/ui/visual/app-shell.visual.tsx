import * as stories from '../src/components/layout/app-shell.stories';
import { visualStates } from './harness';

/** The shell loads its layout lazily, showing the dots meanwhile: the baseline is the loaded layout. */
const layoutLoaded = (frame: HTMLElement) => frame.querySelector('[data-slot="dots-loader"]') === null;

visualStates(stories, [{ story: 'Desktop', page: true, ready: layoutLoaded }]);
