import type { Page, PageQuery } from '../domain';
import { toPage, toPageQuery } from '../mappers/common';
import type { QueryValue } from '../transport/query';
import type { CallOptions, Transport } from '../transport/transport';
import type { PageWire } from '../wire';

const same = <T>(row: T) => row;

/**
 * GETs one page of a list: the grid's query (page from 1, `pageSize`, `orderBy`/`order`) goes out as the wire's
 * 0-based `page`, `size` and `sort`, the Spring page comes back as a {@link Page}, each row through `map`
 * (unchanged when none is given). `sortFields` renames domain sort fields to the wire's.
 */
export async function getPage<W, T = W, Q extends PageQuery = PageQuery>(
  t: Transport,
  path: string,
  query: Q | undefined,
  o?: CallOptions,
  map: (row: W) => T = same as (row: W) => T,
  sortFields?: Readonly<Record<string, string>>,
): Promise<Page<T>> {
  return toPage(
    await t.request<PageWire<W>>({
      method: 'GET',
      path,
      query: toPageQuery(query, sortFields) as Record<string, QueryValue>,
      ...o,
    }),
    map,
  );
}
