import { describe, expect, it } from 'vitest';
import {
  buildRegionIndex,
  checkStateOf,
  compactChoice,
  countChosen,
  orderedChoice,
  parseCodeList,
  parsePastedCodes,
  searchRegions,
  toggleNode,
  visibleRows,
} from './region-tree';
import { sampleRegions } from './region-tree.fixtures';

const index = buildRegionIndex(sampleRegions);
const at = (id: number) => index.byId.get(id) as number;

describe('region index', () => {
  it('flattens in tree order with levels, positions and leaf counts', () => {
    expect(index.nodes.map((n) => n.id)).toEqual([1, 11, 12, 13, 2, 21, 22, 3, 31, 4]);
    expect(Array.from(index.level)).toEqual([1, 2, 2, 2, 1, 2, 2, 1, 2, 1]);
    expect(Array.from(index.posInSet)).toEqual([1, 1, 2, 3, 2, 1, 2, 3, 1, 4]);
    expect(Array.from(index.setSize)).toEqual([4, 3, 3, 3, 4, 2, 2, 4, 1, 4]);
    expect(index.leafCount[at(1)]).toBe(3);
    // A country without regions is a leaf: it can be chosen itself.
    expect(index.leafCount[at(4)]).toBe(1);
  });
});

describe('tri-state choice', () => {
  it('chooses a country with all its regions, and shows it partial when one is removed', () => {
    let chosen = toggleNode(index, new Set(), countChosen(index, new Set()), at(1));
    expect(orderedChoice(index, chosen)).toEqual([11, 12, 13]);
    expect(checkStateOf(index, countChosen(index, chosen), at(1))).toBe('checked');
    chosen = toggleNode(index, chosen, countChosen(index, chosen), at(12));
    const counts = countChosen(index, chosen);
    expect(checkStateOf(index, counts, at(1))).toBe('mixed');
    expect(checkStateOf(index, counts, at(11))).toBe('checked');
    expect(checkStateOf(index, counts, at(2))).toBe('unchecked');
  });

  it('completes a partial country on toggle, and clears a full one', () => {
    const partial = new Set([11]);
    const full = toggleNode(index, partial, countChosen(index, partial), at(1));
    expect(orderedChoice(index, full)).toEqual([11, 12, 13]);
    expect(toggleNode(index, full, countChosen(index, full), at(1)).size).toBe(0);
  });

  it('describes a choice by its top-most full nodes', () => {
    const chosen = new Set([11, 12, 13, 21, 22, 4]);
    const compact = compactChoice(index, countChosen(index, chosen)).map((i) => index.nodes[i]?.id);
    expect(compact).toEqual([1, 2, 4]);
    const some = new Set([12, 21, 22]);
    expect(compactChoice(index, countChosen(index, some)).map((i) => index.nodes[i]?.id)).toEqual([12, 2]);
  });
});

describe('search', () => {
  it('keeps the ancestors of a match and opens them', () => {
    const search = searchRegions(index, 'almaty');
    expect(search?.matches).toBe(1);
    expect(search?.open).toEqual([2]);
    const rows = visibleRows(index, new Set(search?.open), search);
    expect(rows.map((i) => index.nodes[i]?.name)).toEqual(['Kazakhstan', 'Almaty']);
  });

  it('finds by exact ISO code and keeps a matched country collapsed but expandable', () => {
    const search = searchRegions(index, 'ru');
    expect(visibleRows(index, new Set(), search).map((i) => index.nodes[i]?.id)).toEqual([1]);
    expect(visibleRows(index, new Set([1]), search).map((i) => index.nodes[i]?.id)).toEqual([1, 11, 12, 13]);
  });

  it('finds a typed list of ISO codes, in any case and separator', () => {
    const search = searchRegions(index, 'ru, kz-ala');
    expect(search?.matches).toBe(2);
    expect(visibleRows(index, new Set(search?.open), search).map((i) => index.nodes[i]?.id)).toEqual([
      1, 2, 21,
    ]);
    expect(searchRegions(index, 'RU XX')?.matches).toBe(1);
  });

  it('shows everything for an empty query', () => {
    expect(searchRegions(index, '  ')).toBeNull();
    expect(visibleRows(index, new Set([1]), null).map((i) => index.nodes[i]?.id)).toEqual([
      1, 11, 12, 13, 2, 3, 4,
    ]);
  });
});

describe('pasting ISO codes', () => {
  it('reads a list in any separator and reports unknown codes', () => {
    const pasted = parsePastedCodes(index, 'ru, kz-ala;\nXX  MC');
    expect(pasted?.indices.map((i) => index.nodes[i]?.id)).toEqual([1, 21, 4]);
    expect(pasted?.unknown).toEqual(['XX']);
  });

  it('reads one typed code as a list when asked to (Enter), never a name', () => {
    expect(parseCodeList(index, ' kz-ala ', 1)?.indices.map((i) => index.nodes[i]?.id)).toEqual([21]);
    expect(parseCodeList(index, 'Almaty', 1)).toBeNull();
    expect(parseCodeList(index, '', 1)).toBeNull();
  });

  it('leaves ordinary text to the search field', () => {
    expect(parsePastedCodes(index, 'Saint Petersburg')).toBeNull();
    expect(parsePastedCodes(index, 'RU')).toBeNull();
  });
});
