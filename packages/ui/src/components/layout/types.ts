import type { MouseEventHandler, ReactNode } from 'react';

/** One entry of the project's navigation. */
export interface NavLink {
  /** Stable key (the route name). */
  id: string;
  /** Visible text and accessible name (translated by the host). */
  label: string;
  href: string;
  /**
   * Decorative icon, about 20 px (an SVG is sized to 20 px): one `lucide-react` icon per route, imported one by one
   * (`import Megaphone from 'lucide-react/icons/megaphone'`) so only the icons used are bundled. It stays when the
   * sidebar is collapsed, with the label as the tooltip and the accessible name. Without it the layouts draw the
   * label's first letter.
   */
  icon?: ReactNode;
  /** The current page: marked `aria-current="page"`. */
  active?: boolean;
  /** A short count or tag after the label (e.g. campaigns in moderation). */
  badge?: ReactNode;
  /**
   * The visible heading of the area the link belongs to (translated by the host). Consecutive links with the same
   * group are drawn as one list named by its heading, and the navigation turns dense (32 px rows) so that a long
   * one (staff with every role) fits a laptop's height without scrolling. Leave it out when there is one area.
   */
  group?: string;
}

/** What the layouts are given to show: the spec's `project` (name, logo, links). */
export interface Project {
  name: string;
  /** An image URL, or a node (an inline SVG). Decorative: the name is always shown or read next to it. */
  logo?: ReactNode | string;
  links: readonly NavLink[];
}

/**
 * What every `renderLink` of the design system gets (layouts, `PageHeader` breadcrumbs): spread it on the host
 * router's link. A host can write one function for all of them:
 * `const renderLink = ({ href, ...props }: LinkRenderProps) => <Link to={href} {...props} />`.
 */
export interface LinkRenderProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-current'?: 'page' | undefined;
}

/** Props a layout gives to `renderLink`; spread them on the host router's link. */
export interface NavLinkRenderProps extends LinkRenderProps {
  'aria-current': 'page' | undefined;
  /** Closes the mobile drawer; keep it when wrapping. */
  onClick: MouseEventHandler<HTMLAnchorElement> | undefined;
}

/**
 * Renders one navigation link with the host's router, so `@adnet/ui` stays router-free:
 * `renderLink={(props, link) => <Link to={link.href} {...props} />}`. Defaults to a plain `<a>`.
 */
export type RenderLink = (props: NavLinkRenderProps, link: NavLink) => ReactNode;

export interface LayoutLabels {
  /** @default 'Skip to content' */
  skipToContent: string;
  /** Names the navigation landmark. @default 'Main navigation' */
  navigation: string;
  /** @default 'Collapse sidebar' */
  collapseSidebar: string;
  /** @default 'Expand sidebar' */
  expandSidebar: string;
  /** @default 'Open menu' */
  openMenu: string;
  /** @default 'Close menu' */
  closeMenu: string;
  /** Read while a layout loads (AppShell). @default 'Loading' */
  loading: string;
}

export const defaultLayoutLabels: LayoutLabels = {
  skipToContent: 'Skip to content',
  navigation: 'Main navigation',
  collapseSidebar: 'Collapse sidebar',
  expandSidebar: 'Expand sidebar',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  loading: 'Loading',
};

/** Props both layouts take. */
export interface LayoutProps {
  project: Project;
  /** The page. */
  children: ReactNode;
  /** Content of the top bar's end (user menu, language, theme switch). */
  header?: ReactNode;
  renderLink?: RenderLink;
  labels?: Partial<LayoutLabels>;
  className?: string;
}
