export { AppShell, preloadAppShell, type AppShellProps } from './app-shell';
export { DesktopLayout, type DesktopLayoutProps } from './desktop-layout';
export { MobileLayout, type MobileLayoutProps } from './mobile-layout';
export {
  defaultLayoutLabels,
  type LayoutLabels,
  type LayoutProps,
  type LinkRenderProps,
  type NavLink,
  type NavLinkRenderProps,
  type Project,
  type RenderLink,
} from './types';
export {
  DESKTOP_BREAKPOINT_PX,
  MOBILE_BREAKPOINT_PX,
  RESIZE_DEBOUNCE_MS,
  useViewport,
  viewportForWidth,
  viewports,
  type Viewport,
} from './use-viewport';
