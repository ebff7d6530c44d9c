import { useId, useState, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { CollapseIcon } from '../../internal/overlay-icons';
import { Brand, NavList, SkipLink } from './layout-parts';
import { defaultLayoutLabels, type LayoutProps } from './types';

export interface DesktopLayoutProps extends LayoutProps {
  /** Sidebar shows icons only (controlled). */
  collapsed?: boolean;
  /** @default false */
  defaultCollapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Content at the bottom of the sidebar (balance, help link). Hidden while collapsed. */
  sidebarFooter?: ReactNode;
}

/**
 * The desktop shell: a sidebar with the project's brand and navigation (collapsible to icons with a labelled
 * toggle), a header bar for the host's controls, and the page in the `main` landmark. A skip link leads past the
 * navigation; the current page's link is `aria-current="page"`.
 */
export function DesktopLayout({
  project,
  children,
  header,
  renderLink,
  labels: labelsProp,
  className,
  collapsed: collapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
  sidebarFooter,
}: DesktopLayoutProps) {
  const labels = { ...defaultLayoutLabels, ...labelsProp };
  const [inner, setInner] = useState(defaultCollapsed);
  const collapsed = collapsedProp ?? inner;
  const toggle = () => {
    if (collapsedProp === undefined) setInner(!collapsed);
    onCollapsedChange?.(!collapsed);
  };
  const id = useId();
  const mainId = `${id}-main`;
  const sidebarId = `${id}-sidebar`;

  return (
    <div
      className={cx('adn-Layout', className)}
      data-slot="layout"
      data-layout="desktop"
      data-collapsed={collapsed || undefined}
    >
      <SkipLink target={mainId} labels={labels} />
      <aside id={sidebarId} className="adn-Sidebar" data-slot="sidebar">
        <div className="adn-Sidebar-brand">
          <Brand project={project} hideName={collapsed} />
        </div>
        <NavList
          links={project.links}
          label={labels.navigation}
          renderLink={renderLink}
          compact={collapsed}
        />
        {sidebarFooter != null && !collapsed && <div className="adn-Sidebar-footer">{sidebarFooter}</div>}
        <button
          type="button"
          className="adn-Sidebar-toggle"
          data-slot="sidebar-toggle"
          aria-controls={sidebarId}
          aria-expanded={!collapsed}
          onClick={toggle}
        >
          <CollapseIcon className="adn-Sidebar-toggle-icon" />
          <span className={cx(collapsed && 'adn-visually-hidden')}>
            {collapsed ? labels.expandSidebar : labels.collapseSidebar}
          </span>
        </button>
      </aside>
      <div className="adn-Layout-body">
        {header != null && (
          <header className="adn-Layout-header" data-slot="layout-header">
            {header}
          </header>
        )}
        <main id={mainId} className="adn-Layout-main" data-slot="layout-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
DesktopLayout.displayName = 'DesktopLayout';
