import { cx } from '../../internal/class-names';
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
      <span className={cx('adn-Brand-name', hideName && 'adn-visually-hidden')}>{name}</span>
    </span>
  );
}

/** The navigation landmark with the project's links. */
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
  /** Icons only: labels stay in the accessibility tree and show as a native tooltip. */
  compact?: boolean;
  onNavigate?: (() => void) | undefined;
}) {
  return (
    <nav className="adn-Nav" data-slot="nav" aria-label={label}>
      <ul className="adn-Nav-list">
        {links.map((link) => {
          const props: NavLinkRenderProps = {
            href: link.href,
            className: 'adn-Nav-link',
            'aria-current': link.active ? 'page' : undefined,
            title: compact ? link.label : undefined,
            onClick: onNavigate ? () => onNavigate() : undefined,
            children: (
              <>
                <span className="adn-Nav-icon" aria-hidden="true">
                  {link.icon ?? <span className="adn-Nav-initial">{link.label.slice(0, 1)}</span>}
                </span>
                <span className={cx('adn-Nav-label', compact && 'adn-visually-hidden')}>{link.label}</span>
                {link.badge != null && link.badge !== false && (
                  <span className="adn-Nav-badge" data-slot="nav-badge">
                    <span className="adn-Nav-badge-text">{link.badge}</span>
                  </span>
                )}
              </>
            ),
          };
          return (
            <li key={link.id} className="adn-Nav-item">
              {renderLink(props, link)}
            </li>
          );
        })}
      </ul>
    </nav>
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
