// The editor's sections below the first, as the chunk `lazy-parts.tsx` loads after the form's first paint. It
// names the page frame too (`../page`, which the editor's page has loaded by then, so nothing more is fetched):
// without it the bundler gives the frame's Callout and Skeleton, which the sections use as well, a chunk of their
// own, and every list page's first visit pays for one more file (0.35 KB gzip on /campaigns).
import '../page';

export * from './editor-sections';
