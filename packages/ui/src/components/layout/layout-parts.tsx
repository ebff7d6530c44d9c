import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { isValidElement, useId, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { TooltipInProvider } from '../tooltip/tooltip';
import type { LayoutLabels, NavLink, NavLinkRenderProps, Project, RenderLink } from './types';

const defaultRenderLink: RenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;

/** The project's logo and name. */
export function Brand({ project, hideName = false }: { project: Project; hideName?: boolean }) {
  const { logo, name } = project;
  return (
    <span className="adn-Brand" data-slot="brand">
      {logo != null &&
        (typeof logo === 'string' ? (
          <img className="adn-Brand-logo" src={logo} alt="" width={28} height={28} />
        ) : (
          <span className="adn-Brand-logo" aria-hidden="true">
            {logo}
          </span>
        ))}
      {/* A collapsed sidebar without a logo would show nothing at its top: the name's first letter stands in. */}
      {logo == null && hideName && (
        <span className="adn-Brand-logo adn-Brand-monogram" data-slot="brand-monogram" aria-hidden="true">
          {Array.from(name)[0]?.toLocaleUpperCase()}
        </span>
      )}
      <span className={cx('adn-Brand-name', hideName && 'adn-visually-hidden')}>{name}</span>
    </span>
  );
}

/**
 * The link's icon: the host's (one lucide icon per route, say), or, only when none is given, the label's first
 * letter in a circle so that a collapsed sidebar still shows something to aim at. Decorative either way.
 */
function NavIcon({ link }: { link: NavLink }) {
  return (
    <span className="adn-Nav-icon" data-slot="nav-icon" aria-hidden="true">
      {link.icon ?? <span className="adn-Nav-initial">{Array.from(link.label)[0]}</span>}
    </span>
  );
}

/**
 * A collapsed link shows its label in a tooltip on hover and on keyboard focus (a native `title` shows on hover
 * only). The label also stays in the link, visually hidden, as its accessible name.
 */
function CompactTooltip({ label, children }: { label: string; children: ReactNode }) {
  if (!isValidElement(children)) return children;
  // `right` flips to the left on its own in right-to-left pages, where the sidebar is on the right.
  return (
    <TooltipInProvider content={label} side="right" sideOffset={8} data-slot="nav-tooltip">
      {children}
    </TooltipInProvider>
  );
}

/** Consecutive links of one `group` (a link without one is a group of its own kind, without a heading). */
function groupsOf(links: readonly NavLink[]): { heading: string | undefined; links: NavLink[] }[] {
  const groups: { heading: string | undefined; links: NavLink[] }[] = [];
  for (const link of links) {
    const last = groups.at(-1);
    if (last && last.heading === link.group) last.links.push(link);
    else groups.push({ heading: link.group, links: [link] });
  }
  return groups;
}

/**
 * The navigation landmark with the project's links. Links with a `group` are drawn under its heading, each group a
 * list named by it (a screen reader says "Internal, list, 10 items"); the heading is a label, not a document
 * heading, so the page's own `h1` stays the first heading. Collapsed to icons, a group's heading becomes a rule.
 */
export function NavList({
  links,
  label,
  renderLink = defaultRenderLink,
  compact = false,
  onNavigate,
}: {
  links: readonly NavLink[];
  label: string;
  renderLink?: RenderLink | undefined;
  /** Icons only: labels stay in the accessibility tree and show as a tooltip on hover and focus. */
  compact?: boolean;
  onNavigate?: (() => void) | undefined;
}) {
  const id = useId();
  const groups = groupsOf(links);
  const grouped = groups.some((g) => g.heading !== undefined);
  const item = (link: NavLink) => {
    const props: NavLinkRenderProps = {
      href: link.href,
      className: 'adn-Nav-link',
      'aria-current': link.active ? 'page' : undefined,
      onClick: onNavigate ? () => onNavigate() : undefined,
      children: (
        <>
          <NavIcon link={link} />
          <span className={cx('adn-Nav-label', compact && 'adn-visually-hidden')} data-slot="nav-label">
            {link.label}
          </span>
          {link.badge != null && link.badge !== false && (
            <span className="adn-Nav-badge" data-slot="nav-badge">
              <span className="adn-Nav-badge-text">{link.badge}</span>
            </span>
          )}
        </>
      ),
    };
    const rendered = renderLink(props, link);
    return (
      <li key={link.id} className="adn-Nav-item">
        {compact ? <CompactTooltip label={link.label}>{rendered}</CompactTooltip> : rendered}
      </li>
    );
  };
  // One provider for the list: moving from one link to the next shows the next tooltip without a new delay.
  return (
    <TooltipPrimitive.Provider delayDuration={200} skipDelayDuration={400}>
      <nav className="adn-Nav" data-slot="nav" aria-label={label} data-grouped={grouped || undefined}>
        {grouped ? (
          groups.map((group, index) => {
            const headingId = `${id}-group-${index}`;
            return (
              <div key={index} className="adn-Nav-group" data-slot="nav-group">
                {group.heading !== undefined && (
                  <span
                    id={headingId}
                    className={cx('adn-Nav-heading', compact && 'adn-visually-hidden')}
                    data-slot="nav-heading"
                  >
                    {group.heading}
                  </span>
                )}
                <ul
                  className="adn-Nav-list"
                  aria-labelledby={group.heading !== undefined ? headingId : undefined}
                >
                  {group.links.map(item)}
                </ul>
              </div>
            );
          })
        ) : (
          <ul className="adn-Nav-list">{links.map(item)}</ul>
        )}
      </nav>
    </TooltipPrimitive.Provider>
  );
}

/**
 * The first thing Tab reaches: jumps over the navigation to the page. Focus moves in script, so the URL's hash
 * (which a router may own) is left alone.
 */
export function SkipLink({ target, labels }: { target: string; labels: LayoutLabels }) {
  return (
    <a
      className="adn-SkipLink"
      data-slot="skip-link"
      href={`#${target}`}
      onClick={(event) => {
        const main = document.getElementById(target);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
    >
      {labels.skipToContent}
    </a>
  );
}
