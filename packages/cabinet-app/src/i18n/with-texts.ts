import { loadTexts } from '.';
import type { FeatureTexts } from './namespaces';

/**
 * A lazily loaded part of a page that draws feature texts its route does not load for the first paint, loaded with
 * them: `withTexts(import('./editor-sections'), ['audiences'])` (the part renders once both are in, so it shows no
 * raw key, and its texts follow later language switches like the route's). Write it with a literal import and a
 * literal list: `route-texts.test.ts` reads these calls to know which texts each part of a page has.
 */
export const withTexts = <T>(load: Promise<T>, features: readonly FeatureTexts[]): Promise<T> =>
  Promise.all([load, loadTexts(features)]).then(([module]) => module);
