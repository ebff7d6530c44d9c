import { useEffect, useMemo, useState } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  CampaignTypeIcon,
  CommandPalette,
  ShortcutsDialog,
  type CommandPaletteGroup,
  type CommandPaletteItem,
} from '@adnet/ui';
import { CAMPAIGN_TYPES, campaignAllows, type User } from '@adnet/api-client';
import { canOpen, ROUTES, routeByPath, type RouteMeta } from '../access/routes';
import { canWrite, isAgencyUser } from '../access/policy';
import { useCampaign, useCampaignActions, useCampaignSearch } from '../data/campaigns';
import { useActingAs, withActingAs } from './acting-as';
import { parseRouteId } from './route-id';

/** How many recent choices the palette keeps per user, newest first. */
const RECENT_MAX = 5;
/** How long typing rests before the campaigns are searched. */
const SEARCH_DELAY_MS = 200;

/** A choice the palette remembers: where it went and what it was called then. */
interface Recent {
  path: string;
  label: string;
  description?: string;
}

/**
 * Recent choices live in this browser's storage under the user's id: a path and the name it had, nothing of the
 * session. Storage that is full or blocked (private windows) leaves the list empty, never the palette broken.
 */
const recentKey = (user: User) => `adnet.palette.recent.${user.id}`;
function readRecent(user: User): Recent[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(recentKey(user)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Recent[]).filter((r) => typeof r?.path === 'string') : [];
  } catch {
    return [];
  }
}
function remember(user: User, item: Recent) {
  const next = [item, ...readRecent(user).filter((r) => r.path !== item.path)].slice(0, RECENT_MAX);
  try {
    localStorage.setItem(recentKey(user), JSON.stringify(next));
  } catch {
    // Not remembered: the choice itself has been made.
  }
}

/** The text the campaigns are searched with, once typing has rested. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return value.trim() === '' ? '' : settled;
}

/**
 * Signed-in pages a user may open without an id in their path, in the route table's order (navigation first); the
 * new-record pages are in the Create group.
 */
const pagesFor = (user: User): RouteMeta[] =>
  ROUTES.filter(
    (route) =>
      route.area !== 'public' &&
      !route.path.includes(':') &&
      !route.path.endsWith('/new') &&
      canOpen(user, route),
  ).sort((a, b) => Number(Boolean(b.nav)) - Number(Boolean(a.nav)));

/** Brings a part of the page that is drawn after navigating into view, with focus on its heading. */
function revealWhenDrawn(id: string) {
  const reveal = () => {
    const heading = document.getElementById(id);
    if (!heading) return false;
    heading.scrollIntoView({ block: 'start' });
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    return true;
  };
  if (reveal()) return;
  const observer = new MutationObserver(() => reveal() && observer.disconnect());
  observer.observe(document.body, { childList: true, subtree: true });
  // A page that never draws it (an error, another navigation) stops the watch.
  window.setTimeout(() => observer.disconnect(), 10_000);
}

/** What is open: the command palette, the list of shortcuts, or neither. */
export type PaletteMode = 'palette' | 'shortcuts' | null;

export interface PaletteDialogsProps {
  mode: PaletteMode;
  onModeChange: (mode: PaletteMode) => void;
  user: User;
  /** The `g` shortcuts: the second key and the page it goes to (`c` → `/campaigns`). */
  goKeys: Readonly<Record<string, string>>;
}

/**
 * The command palette and the shortcuts list (`palette-launcher.tsx` opens them). The palette finds, by role:
 * the user's recent choices (while nothing is typed); the actions on the campaign whose page is open (stop or start
 * as its status allows, copy, edit, its statistics), the same writes as the page's buttons; the user's campaigns by
 * name or id (searched on the server as the user types); every page the user may open, with its `g` shortcut; and
 * what can be started (a campaign of each type, an audience, a deposit, a support case). A plain user never sees
 * a staff page: the pages are the route table filtered by the same access check as the navigation.
 */
export function PaletteDialogs({ mode, onModeChange, user, goKeys }: PaletteDialogsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const uid = useActingAs();
  const [query, setQuery] = useState('');
  const open = mode === 'palette';
  const searched = useSettled(open ? query : '');
  const search = useCampaignSearch(searched, uid);
  const actions = useCampaignActions();

  const pageMatch = matchPath('/campaigns/:id', location.pathname);
  const currentId = parseRouteId(pageMatch?.params.id);
  const current = useCampaign(open ? currentId : null).data;

  // A palette opened again starts empty (state adjusted while rendering, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) setQuery('');
  }

  const groups = useMemo<CommandPaletteGroup[]>(() => {
    const close = () => onModeChange(null);
    const go = (path: string, label: string, description?: string) => {
      remember(user, { path, label, ...(description !== undefined && { description }) });
      close();
      void navigate(withActingAs(path, uid));
    };
    const result: CommandPaletteGroup[] = [];

    if (query.trim() === '') {
      // Only what this user may still open (a remembered path of a page since taken away is left out).
      const recent = readRecent(user).filter((r) => {
        const path = r.path.split(/[?#]/)[0]!;
        return ROUTES.some((route) => matchPath(route.path, path) !== null && canOpen(user, route));
      });
      result.push({
        id: 'recent',
        heading: t('palette.groups.recent'),
        items: recent.map((r) => ({
          id: `recent:${r.path}`,
          label: r.label,
          ...(r.description !== undefined && { description: r.description }),
          onSelect: () => go(r.path, r.label, r.description),
        })),
      });
    }

    if (current && current.id === currentId) {
      const writable = canWrite(user) && !isAgencyUser(user);
      const allows = (a: Parameters<typeof campaignAllows>[1]) =>
        writable && campaignAllows(current.status, a);
      const name = current.name;
      const items: CommandPaletteItem[] = [];
      const act = (id: string, label: string, run: () => void): CommandPaletteItem => ({
        id: `campaign:${id}`,
        label,
        keywords: [t(`palette.verbs.${id}`), id, name],
        onSelect: () => {
          close();
          run();
        },
      });
      if (allows('stop'))
        items.push(
          act('stop', t('palette.campaign.stop', { name }), () => void actions.stop.trigger(current)),
        );
      if (allows('start'))
        items.push(
          act('start', t('palette.campaign.start', { name }), () => void actions.start.trigger(current)),
        );
      if (allows('edit'))
        items.push(
          act(
            'edit',
            t('palette.campaign.edit', { name }),
            () => void navigate(withActingAs(`/campaigns/${current.id}/edit`, uid)),
          ),
        );
      if (allows('copy') && canOpen(user, routeByPath('/campaigns/new')!))
        items.push(
          act('copy', t('palette.campaign.copy', { name }), () => void actions.copy.trigger(current)),
        );
      items.push(
        act('statistics', t('palette.campaign.statistics', { name }), () =>
          revealWhenDrawn('campaign-stats-title'),
        ),
      );
      result.push({ id: 'campaign', heading: t('palette.groups.campaign'), items });
    }

    const found = searched === '' ? [] : (search.data ?? []);
    result.push({
      id: 'campaigns',
      heading: t('palette.groups.campaigns'),
      unfiltered: true,
      items: found.map((c) => {
        const description = t('palette.campaignDescription', {
          id: c.id,
          status: t(`domain.status.${c.status}`),
        });
        return {
          id: `campaigns:${c.id}`,
          label: c.name,
          description,
          icon: <CampaignTypeIcon type={c.campaignType} />,
          onSelect: () => go(`/campaigns/${c.id}`, c.name, description),
        };
      }),
    });

    result.push({
      id: 'pages',
      heading: t('palette.groups.pages'),
      items: pagesFor(user).map((route) => {
        // The navigation's own word where the page is in it, so the palette and the sidebar agree. A title kept in
        // its page's feature texts (`telegram.title`), which the palette does not load, gives way to the core word
        // the user menu says for that page (`nav.telegram`).
        const key = route.nav?.labelKey ?? route.titleKey;
        const label = t(key.startsWith('routes.') || route.nav ? key : `nav.${key.split('.')[0]!}`);
        const goKey = Object.keys(goKeys).find((key) => goKeys[key] === route.path);
        const shortcut = goKey ? ['G', goKey.toUpperCase()] : undefined;
        return {
          id: `pages:${route.path}`,
          label,
          keywords: [route.path],
          ...(shortcut && { shortcut }),
          onSelect: () => go(route.path, label),
        };
      }),
    });

    const create: CommandPaletteItem[] = [];
    if (canOpen(user, routeByPath('/campaigns/new')!))
      for (const type of CAMPAIGN_TYPES) {
        const label = t('palette.create.campaign', { type: t(`domain.type.${type}`) });
        create.push({
          id: `create:campaign:${type}`,
          label,
          icon: <CampaignTypeIcon type={type} />,
          keywords: [type],
          onSelect: () => go(`/campaigns/new?campaignType=${type}`, label),
        });
      }
    if (canOpen(user, routeByPath('/audiences/new')!))
      create.push({
        id: 'create:audience',
        label: t('palette.create.audience'),
        onSelect: () => go('/audiences/new', t('palette.create.audience')),
      });
    if (canOpen(user, routeByPath('/wallet')!))
      create.push({
        id: 'create:deposit',
        label: t('palette.create.deposit'),
        onSelect: () => {
          go('/wallet', t('routes.wallet'));
          revealWhenDrawn('wallet-deposit-title');
        },
      });
    if (canOpen(user, routeByPath('/help/new')!))
      create.push({
        id: 'create:case',
        label: t('palette.create.case'),
        onSelect: () => go('/help/new', t('palette.create.case')),
      });
    result.push({ id: 'create', heading: t('palette.groups.create'), items: create });
    return result;
  }, [
    t,
    user,
    uid,
    goKeys,
    query,
    searched,
    search.data,
    current,
    currentId,
    actions,
    navigate,
    onModeChange,
  ]);

  return (
    <>
      <CommandPalette
        open={open}
        onOpenChange={(next) => onModeChange(next ? 'palette' : null)}
        query={query}
        onQueryChange={setQuery}
        groups={groups}
        loading={query.trim() !== '' && (searched !== query || search.isLoading)}
        labels={{
          title: t('palette.title'),
          placeholder: t('palette.placeholder'),
          empty: t('palette.empty'),
          loading: t('palette.loading'),
          close: t('common.close'),
          hint: t('palette.hint'),
        }}
      />
      <ShortcutsDialog
        open={mode === 'shortcuts'}
        onOpenChange={(next) => onModeChange(next ? 'shortcuts' : null)}
        title={t('palette.shortcuts.title')}
        closeLabel={t('common.close')}
        thenLabel={t('palette.shortcuts.then')}
        groups={[
          {
            heading: t('palette.shortcuts.anywhere'),
            shortcuts: [
              { keys: ['Ctrl+K'], label: t('palette.shortcuts.open') },
              { keys: ['?'], label: t('palette.shortcuts.list') },
              { keys: ['G', 'C'], label: t('palette.shortcuts.goCampaigns') },
              { keys: ['G', 'M'], label: t('palette.shortcuts.goMonitoring') },
              { keys: ['G', 'W'], label: t('palette.shortcuts.goWallet') },
            ],
          },
          {
            heading: t('palette.shortcuts.inPalette'),
            shortcuts: [
              { keys: ['↑/↓'], label: t('palette.shortcuts.move') },
              { keys: ['Enter'], label: t('palette.shortcuts.choose') },
              { keys: ['Esc'], label: t('palette.shortcuts.close') },
            ],
          },
        ]}
      />
    </>
  );
}
