import Archive from 'lucide-react/icons/archive';
import ChartLine from 'lucide-react/icons/chart-line';
import Code from 'lucide-react/icons/code-xml';
import Megaphone from 'lucide-react/icons/megaphone';
import Users from 'lucide-react/icons/users';
import Wallet from 'lucide-react/icons/wallet';
import type { ReactNode } from 'react';
import type { NavLink, Project, RenderLink } from './types';

/** Story and test data: the cabinet's main sections. Not exported from the package. */

export function demoLinks(active = 'campaigns', labels: Partial<Record<string, string>> = {}): NavLink[] {
  const l = (id: string, label: string, icon: ReactNode, extra: Partial<NavLink> = {}): NavLink => ({
    id,
    label: labels[id] ?? label,
    href: `/${id}`,
    icon,
    active: id === active,
    ...extra,
  });
  return [
    l('monitoring', 'Monitoring', <ChartLine />),
    l('campaigns', 'Campaigns', <Megaphone />, { badge: 3 }),
    l('audiences', 'Audiences', <Users />),
    l('wallet', 'Wallet', <Wallet />),
    l('archive', 'Archive', <Archive />),
    l('api_integration', 'API integration', <Code />),
  ];
}

/**
 * Staff with every role: the advertiser's links and three staff areas, 20 links in four groups (the longest
 * navigation the cabinet draws), each link with the label's initial for an icon.
 */
export function staffLinks(active = 'internal/users'): NavLink[] {
  const areas: [string, string[]][] = [
    ['Advertiser', ['Monitoring', 'Campaigns', 'Audiences', 'Archive', 'Wallet', 'Help']],
    [
      'Internal',
      [
        'Withdrawals',
        'Features',
        'Referral',
        'Users',
        'Agencies',
        'Accounts',
        'All campaigns',
        'Platforms',
        'Promo codes',
        'User support',
      ],
    ],
    ['Support', ['Support cases']],
    ['Sales', ['Sales overview', 'Sales clients', 'Deals']],
  ];
  return areas.flatMap(([group, labels]) =>
    labels.map((label) => {
      const id = `${group === 'Advertiser' ? '' : `${group.toLowerCase()}/`}${label.toLowerCase().replace(/ /g, '-')}`;
      return { id, label, href: `/${id}`, group, active: id === active };
    }),
  );
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
