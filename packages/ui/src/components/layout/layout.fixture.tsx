import { StrokeIcon } from '../../internal/icons';
import type { NavLink, Project, RenderLink } from './types';

/** Story and test data: the cabinet's main sections. Not exported from the package. */
const icon = (d: string) => <StrokeIcon d={d} width={20} height={20} strokeWidth="1.5" />;

export function demoLinks(active = 'campaigns', labels: Partial<Record<string, string>> = {}): NavLink[] {
  const l = (id: string, label: string, d: string, extra: Partial<NavLink> = {}): NavLink => ({
    id,
    label: labels[id] ?? label,
    href: `/${id}`,
    icon: icon(d),
    active: id === active,
    ...extra,
  });
  return [
    l('monitoring', 'Monitoring', 'M2 13l3.5-4 3 2.5L14 4'),
    l('campaigns', 'Campaigns', 'M2.5 6.5l9-3.5v10l-9-3.5zM2.5 6.5v3M5 10l1 3.5', { badge: 3 }),
    l(
      'audiences',
      'Audiences',
      'M6 7a2.5 2.5 0 100-5 2.5 2.5 0 000 5zM1.5 14c0-2.5 2-4.5 4.5-4.5s4.5 2 4.5 4.5M11 7a2 2 0 100-4M12.5 9.5c1.2.5 2 1.8 2 3.5',
    ),
    l('wallet', 'Wallet', 'M2 4.5h11.5v9H2zM2 4.5l9-2.5v2.5M11 9h.5'),
    l('archive', 'Archive', 'M2 3h12v3H2zM3 6v7h10V6M6.5 8.5h3'),
    l('api_integration', 'API integration', 'M5 4L1.5 8 5 12M11 4l3.5 4-3.5 4'),
  ];
}

export const demoLogo = (
  <svg viewBox="0 0 28 28" width="28" height="28">
    <rect width="28" height="28" rx="6" fill="var(--color-primary-9)" />
    <path d="M8 19l6-11 6 11z" fill="var(--color-primary-contrast)" />
  </svg>
);

export function demoProject(
  active?: string,
  name = 'adnet',
  labels?: Partial<Record<string, string>>,
): Project {
  return { name, logo: demoLogo, links: demoLinks(active, labels) };
}

/**
 * A `renderLink` as a host router would write it: the click is handled in script (no page load), the layout's
 * own `onClick` (closing the drawer) still runs, and the router is told where to go.
 */
export const routerLink =
  (go: (link: NavLink) => void): RenderLink =>
  ({ children, href, ...props }, link) => (
    <a
      {...props}
      href={href}
      onClick={(e) => {
        e.preventDefault();
        props.onClick?.(e);
        go(link);
      }}
    >
      {children}
    </a>
  );
