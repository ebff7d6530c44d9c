import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { cx } from '../../internal/class-names';
import { CloseIcon, MenuIcon } from '../../internal/overlay-icons';
import { IconButton } from '../icon-button';
import { Brand, NavList, SkipLink } from './layout-parts';
import { defaultLayoutLabels, type LayoutProps } from './types';

export type MobileLayoutProps = LayoutProps;

/**
 * The mobile shell: a top bar (menu button, brand, the host's header controls) and the page in `main`. The
 * navigation is a drawer on Radix Dialog: focus is trapped in it, Escape or a tap outside closes it, choosing a
 * link closes it, and focus returns to the menu button.
 */
export function MobileLayout({
  project,
  children,
  header,
  renderLink,
  labels: labelsProp,
  className,
}: MobileLayoutProps) {
  const labels = { ...defaultLayoutLabels, ...labelsProp };
  const [open, setOpen] = useState(false);
  // The drawer renders inside the layout, so it inherits its direction and theme (a portal to <body> would not).
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const mainId = `${useId()}-main`;

  // A navigation the host makes by other means (back button, a link in the page) also closes the drawer.
  const activeId = project.links.find((l) => l.active)?.id;
  const [shownFor, setShownFor] = useState(activeId);
  if (shownFor !== activeId) {
    setShownFor(activeId);
    setOpen(false);
  }

  return (
    <div ref={setRoot} className={cx('adn-Layout', className)} data-slot="layout" data-layout="mobile">
      <SkipLink target={mainId} labels={labels} />
      <header className="adn-TopBar" data-slot="top-bar">
        <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
          <DialogPrimitive.Trigger asChild>
            <IconButton icon={<MenuIcon />} label={labels.openMenu} />
          </DialogPrimitive.Trigger>
          <DialogPrimitive.Portal container={root}>
            <DialogPrimitive.Overlay className="adn-Drawer-overlay" />
            <DialogPrimitive.Content className="adn-Drawer" data-slot="drawer" aria-describedby={undefined}>
              <div className="adn-Drawer-head">
                <DialogPrimitive.Title className="adn-Drawer-title">
                  <Brand project={project} />
                </DialogPrimitive.Title>
                <DialogPrimitive.Close asChild>
                  <IconButton icon={<CloseIcon />} label={labels.closeMenu} />
                </DialogPrimitive.Close>
              </div>
              <NavList
                links={project.links}
                label={labels.navigation}
                renderLink={renderLink}
                onNavigate={() => setOpen(false)}
              />
            </DialogPrimitive.Content>
          </DialogPrimitive.Portal>
        </DialogPrimitive.Root>
        <Brand project={project} />
        {header != null && <div className="adn-TopBar-actions">{header}</div>}
      </header>
      <main id={mainId} className="adn-Layout-main" data-slot="layout-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
MobileLayout.displayName = 'MobileLayout';
