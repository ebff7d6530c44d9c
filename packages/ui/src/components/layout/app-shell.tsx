import { Suspense, useState, type ReactNode } from 'react';
import { DotsLoader } from '../dots-loader';
import { preloadable } from '../../preload';
import { defaultLayoutLabels, type LayoutProps } from './types';
import { useViewport, viewportForWidth, type Viewport } from './use-viewport';

// Each layout is its own chunk for a host that bundles the shell: a phone never downloads the sidebar. Named
// exports, not `default`: `import()` of the CommonJS build gives `default` = the whole exports object.
const DesktopLayout = preloadable(() =>
  import('./desktop-layout').then((m) => ({ default: m.DesktopLayout })),
);
const MobileLayout = preloadable(() => import('./mobile-layout').then((m) => ({ default: m.MobileLayout })));

/**
 * Loads the layout `AppShell` will pick for `viewport` (by default the window's), so that its first render draws
 * the layout at once instead of the loader. Call it while the page's other code and data load (a host's boot).
 */
export function preloadAppShell(
  viewport: Viewport = typeof window === 'undefined' ? 'desktop' : viewportForWidth(window.innerWidth),
): Promise<void> {
  return (viewport === 'mobile' ? MobileLayout : DesktopLayout).preload();
}

export interface AppShellProps extends LayoutProps {
  /** Forces a viewport instead of measuring the window (stories, tests, server rendering). */
  viewport?: Viewport;
  /** Content at the bottom of the desktop sidebar. */
  sidebarFooter?: ReactNode;
}

/**
 * The app's frame: picks the layout by viewport and shows the three-dot loader while its code loads (not at all
 * once `preloadAppShell()` has resolved).
 *
 * - `mobile` (< 768 px): `MobileLayout`, navigation in a drawer.
 * - `tablet` (768-1023 px): `DesktopLayout` with the sidebar collapsed to icons. A drawer would hide the
 *   navigation on a screen that has room for it; a full sidebar (240 px) would leave the page too narrow for
 *   tables. The user can still expand it; it collapses again when the viewport changes class.
 * - `desktop` (>= 1024 px): `DesktopLayout`, sidebar expanded.
 *
 * Switching between mobile and the others remounts the page (they are different trees); hosts keep page state
 * in the URL or a store, as the cabinet does.
 */
export function AppShell({ viewport: forced, labels, sidebarFooter, ...layout }: AppShellProps) {
  const measured = useViewport();
  const viewport = forced ?? measured;
  const [collapsed, setCollapsed] = useState(viewport === 'tablet');
  const [collapsedFor, setCollapsedFor] = useState(viewport);
  if (collapsedFor !== viewport) {
    setCollapsedFor(viewport);
    setCollapsed(viewport === 'tablet');
  }
  const layoutProps = { ...layout, ...(labels && { labels }) };

  return (
    <Suspense
      fallback={
        <div className="adn-AppShell-loading" data-slot="app-shell-loading">
          <DotsLoader fill size="lg" label={labels?.loading ?? defaultLayoutLabels.loading} />
        </div>
      }
    >
      {viewport === 'mobile' ? (
        <MobileLayout {...layoutProps} />
      ) : (
        <DesktopLayout
          {...layoutProps}
          collapsed={collapsed}
          onCollapsedChange={setCollapsed}
          {...(sidebarFooter !== undefined && { sidebarFooter })}
        />
      )}
    </Suspense>
  );
}
AppShell.displayName = 'AppShell';
