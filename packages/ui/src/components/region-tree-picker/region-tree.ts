/**
 * The region tree as flat arrays: the picker renders 250 countries with thousands of regions, so every operation
 * (tri-state, filtering, the visible rows) is one linear pass over a pre-order array instead of a recursive walk
 * with objects per render.
 */

/** Id of a region node as the API sends it. */
export type RegionId = string | number;

/** A node of the geo tree (`GET /api/geo/tree`): a country or a region, with its ISO code. */
export interface RegionNode {
  id: RegionId;
  name: string;
  /** ISO 3166 code: `RU` for a country, `RU-MOW` for a region; used by search and by pasting codes. */
  getCode?: string | null;
  children?: readonly RegionNode[] | null;
}

/** Tri-state of a node: every leaf below it chosen, some, or none. */
export type CheckState = 'checked' | 'mixed' | 'unchecked';

/** The tree flattened in pre-order; a node's subtree is the index range `[i, end[i])`. */
export interface RegionIndex {
  nodes: readonly RegionNode[];
  /** Index of the parent, -1 for roots. */
  parent: Int32Array;
  /** One past the last index of the subtree. */
  end: Int32Array;
  /** Depth, 1 for roots (the `aria-level`). */
  level: Int32Array;
  /** 1-based position among siblings and the number of siblings (`aria-posinset`, `aria-setsize`). */
  posInSet: Int32Array;
  setSize: Int32Array;
  /** Leaves in the subtree (a leaf counts itself). */
  leafCount: Int32Array;
  byId: ReadonlyMap<RegionId, number>;
  /** Upper-cased ISO code to index. */
  byCode: ReadonlyMap<string, number>;
  /** Lower-cased names, computed once for search. */
  searchNames: readonly string[];
}

/** Flattens the tree once per `regions` value. */
export function buildRegionIndex(roots: readonly RegionNode[]): RegionIndex {
  const nodes: RegionNode[] = [];
  const parents: number[] = [];
  const levels: number[] = [];
  const pos: number[] = [];
  const sizes: number[] = [];
  const visit = (list: readonly RegionNode[], parent: number, level: number) => {
    list.forEach((node, i) => {
      nodes.push(node);
      parents.push(parent);
      levels.push(level);
      pos.push(i + 1);
      sizes.push(list.length);
      const self = nodes.length - 1;
      if (node.children?.length) visit(node.children, self, level + 1);
    });
  };
  visit(roots, -1, 1);
  const n = nodes.length;
  const end = new Int32Array(n);
  const leafCount = new Int32Array(n);
  // Reverse pre-order: every child is finished before its parent.
  for (let i = n - 1; i >= 0; i -= 1) {
    const isLeaf = !nodes[i]?.children?.length;
    if (isLeaf) {
      end[i] = i + 1;
      leafCount[i] = 1;
    } else if (end[i] === 0) {
      end[i] = i + 1;
    }
    const p = parents[i] as number;
    if (p >= 0) {
      leafCount[p] = (leafCount[p] as number) + (leafCount[i] as number);
      end[p] = Math.max(end[p] as number, end[i] as number);
    }
  }
  const byId = new Map<RegionId, number>();
  const byCode = new Map<string, number>();
  nodes.forEach((node, i) => {
    byId.set(node.id, i);
    if (node.getCode) byCode.set(node.getCode.trim().toUpperCase(), i);
  });
  return {
    nodes,
    parent: Int32Array.from(parents),
    end,
    level: Int32Array.from(levels),
    posInSet: Int32Array.from(pos),
    setSize: Int32Array.from(sizes),
    leafCount,
    byId,
    byCode,
    searchNames: nodes.map((node) => node.name.toLocaleLowerCase()),
  };
}

/** True when the node has children. */
export function hasChildren(index: RegionIndex, i: number): boolean {
  return (index.end[i] as number) > i + 1;
}

/** Indices of the leaves in the subtree of `i`. */
export function leavesOf(index: RegionIndex, i: number): number[] {
  const out: number[] = [];
  const end = index.end[i] as number;
  for (let j = i; j < end; j += 1) {
    if (!hasChildren(index, j)) out.push(j);
  }
  return out;
}

/** Chosen leaves below each node, for every node, in one bottom-up pass. */
export function countChosen(index: RegionIndex, chosen: ReadonlySet<RegionId>): Int32Array {
  const n = index.nodes.length;
  const counts = new Int32Array(n);
  for (let i = n - 1; i >= 0; i -= 1) {
    if (!hasChildren(index, i) && chosen.has((index.nodes[i] as RegionNode).id)) counts[i] = 1;
    const p = index.parent[i] as number;
    if (p >= 0) counts[p] = (counts[p] as number) + (counts[i] as number);
  }
  return counts;
}

/** The tri-state of node `i` given the chosen counts. */
export function checkStateOf(index: RegionIndex, counts: Int32Array, i: number): CheckState {
  const count = counts[i] as number;
  if (count === 0) return 'unchecked';
  return count === index.leafCount[i] ? 'checked' : 'mixed';
}

/**
 * Toggles node `i` as a tri-state checkbox does: a fully chosen node is cleared, a partial or empty one is chosen
 * whole. Returns a new set of chosen leaf ids.
 */
export function toggleNode(
  index: RegionIndex,
  chosen: ReadonlySet<RegionId>,
  counts: Int32Array,
  i: number,
): Set<RegionId> {
  const next = new Set(chosen);
  const choose = checkStateOf(index, counts, i) !== 'checked';
  for (const leaf of leavesOf(index, i)) {
    const id = (index.nodes[leaf] as RegionNode).id;
    if (choose) next.add(id);
    else next.delete(id);
  }
  return next;
}

/**
 * The smallest description of a choice: the top-most fully chosen nodes (a whole country instead of its 80
 * regions). Used for the chips, and by hosts whose API takes countries.
 */
export function compactChoice(index: RegionIndex, counts: Int32Array): number[] {
  const out: number[] = [];
  let i = 0;
  while (i < index.nodes.length) {
    const state = checkStateOf(index, counts, i);
    if (state === 'checked') {
      out.push(i);
      i = index.end[i] as number;
    } else if (state === 'unchecked') {
      i = index.end[i] as number;
    } else {
      i += 1;
    }
  }
  return out;
}

/** Chosen leaf ids in tree order (a stable value for hosts, whatever order the user clicked in). */
export function orderedChoice(index: RegionIndex, chosen: ReadonlySet<RegionId>): RegionId[] {
  const out: RegionId[] = [];
  index.nodes.forEach((node, i) => {
    if (!hasChildren(index, i) && chosen.has(node.id)) out.push(node.id);
  });
  return out;
}

/** The result of a search: what shows, and which ancestors open to reveal the matches. */
export interface RegionSearch {
  /** 1 for every node that shows: the matches, their subtrees and their ancestors. */
  shown: Uint8Array;
  /** Ids of the ancestors of matches, which the picker expands so that no match hides in a collapsed country. */
  open: RegionId[];
  matches: number;
}

/**
 * Nodes that match a search and the ancestors that lead to them; `null` when the query is empty (everything
 * shows). Matches are by name (contains, case-insensitive) or by exact ISO code; a typed list of two or more codes
 * (`RU, KZ-75`) matches those codes. A matched node keeps its subtree reachable (a matched country can still be
 * expanded to its regions) but stays collapsed.
 */
export function searchRegions(index: RegionIndex, query: string): RegionSearch | null {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return null;
  const shown = new Uint8Array(index.nodes.length);
  const opened = new Uint8Array(index.nodes.length);
  const listed = parseCodeList(index, query, 2);
  const codes = new Set(listed ? listed.indices : []);
  const code = index.byCode.get(q.toUpperCase());
  let matches = 0;
  index.searchNames.forEach((name, i) => {
    if (listed ? !codes.has(i) : !name.includes(q) && code !== i) return;
    matches += 1;
    shown.fill(1, i, index.end[i] as number);
    for (let p = index.parent[i] as number; p >= 0 && !opened[p]; p = index.parent[p] as number) {
      opened[p] = 1;
      shown[p] = 1;
    }
  });
  const open: RegionId[] = [];
  opened.forEach((flag, i) => {
    if (flag) open.push((index.nodes[i] as RegionNode).id);
  });
  return { shown, open, matches };
}

/** What a list of codes selects and which codes it does not know. */
export interface PastedCodes {
  indices: number[];
  unknown: string[];
}

const CODE = /^[A-Z]{2}(-[A-Z0-9]{1,3})?$/;

/**
 * Reads a list of ISO codes (`RU, KZ-75; UZ` or one per line), typed or pasted. Returns null when the text is not
 * such a list of at least `minCodes` codes (so it is a search by name).
 */
export function parseCodeList(index: RegionIndex, text: string, minCodes: number): PastedCodes | null {
  const tokens = text
    .split(/[\s,;]+/)
    .map((token) => token.trim().toUpperCase())
    .filter(Boolean);
  if (tokens.length < Math.max(1, minCodes) || !tokens.every((token) => CODE.test(token))) return null;
  const indices: number[] = [];
  const unknown: string[] = [];
  for (const token of new Set(tokens)) {
    const i = index.byCode.get(token);
    if (i === undefined) unknown.push(token);
    else indices.push(i);
  }
  return { indices, unknown };
}

/**
 * Reads a pasted list of ISO codes (`RU, KZ-ALA; UZ` or one per line). Returns null when the text is not such a
 * list (so the paste goes into the search field as text): one word pasted is a search.
 */
export const parsePastedCodes = (index: RegionIndex, text: string) => parseCodeList(index, text, 2);

/** The rows to render: nodes whose ancestors are all expanded and that pass the search, in tree order. */
export function visibleRows(
  index: RegionIndex,
  expanded: ReadonlySet<RegionId>,
  search: Pick<RegionSearch, 'shown'> | null,
): number[] {
  const rows: number[] = [];
  let i = 0;
  while (i < index.nodes.length) {
    if (search && !search.shown[i]) {
      i = index.end[i] as number;
      continue;
    }
    rows.push(i);
    i = expanded.has((index.nodes[i] as RegionNode).id) ? i + 1 : (index.end[i] as number);
  }
  return rows;
}
