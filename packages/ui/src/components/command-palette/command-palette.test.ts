import { describe, expect, it } from 'vitest';
import { filterCommandGroups, type CommandPaletteGroup } from './command-palette';

const item = (id: string, label: string, keywords?: string[]) => ({
  id,
  label,
  onSelect: () => {},
  ...(keywords && { keywords }),
});

const groups: CommandPaletteGroup[] = [
  { id: 'none', heading: 'Recent', items: [] },
  {
    id: 'pages',
    heading: 'Pages',
    items: [item('wallet', 'Wallet'), item('stats', 'Statistics', ['reports']), item('home', 'Home')],
  },
  { id: 'server', heading: 'Campaigns', unfiltered: true, items: [item('c2', 'Zeta'), item('c1', 'Alpha')] },
];

const ids = (shown: CommandPaletteGroup[]) => shown.map((g) => [g.id, g.items.map((i) => i.id)]);

describe('filterCommandGroups', () => {
  it('keeps the given order with an empty query and drops empty groups', () => {
    expect(ids(filterCommandGroups(groups, '  '))).toEqual([
      ['pages', ['wallet', 'stats', 'home']],
      ['server', ['c2', 'c1']],
    ]);
  });

  it('matches labels and keywords, and shows unfiltered groups as given', () => {
    expect(ids(filterCommandGroups(groups, 'report'))).toEqual([
      ['pages', ['stats']],
      ['server', ['c2', 'c1']],
    ]);
  });

  it('hides a filtered group with no match', () => {
    expect(ids(filterCommandGroups(groups.slice(0, 2), 'qqq'))).toEqual([]);
  });
});
