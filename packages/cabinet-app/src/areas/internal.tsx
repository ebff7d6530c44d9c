import type { ReactNode } from 'react';
import type { RouteMeta } from '../access/routes';
import { ComingSoonPage } from '../pages/coming-soon-page';

/**
 * The internal area, one lazily loaded chunk. Screens of later issues register here by path; until then a route
 * shows its real "coming soon" page (title, guard and navigation entry are live).
 */
const pages: Partial<Record<string, (props: { meta: RouteMeta }) => ReactNode>> = {};

export default function AreaPage({ meta }: { meta: RouteMeta }) {
  const Page = pages[meta.path] ?? ComingSoonPage;
  return <Page meta={meta} />;
}
