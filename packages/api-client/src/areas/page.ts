import type { Page, PageQuery } from '../domain';
import { toPage, toPageQuery } from '../mappers/common';
import type { QueryValue } from '../transport/query';
import type { CallOptions, Transport } from '../transport/transport';
import type { PageWire } from '../wire';

const same = <T>(row: T) => row;

/**
 * GETs one page of a list: the 1-based query goes out 0-based with the default size, the Spring page comes back
 * as a {@link Page}, each row through `map` (unchanged when none is given).
 */
export async function getPage<W, T = W, Q extends PageQuery = PageQuery>(
  t: Transport,
  path: string,
  query: Q | undefined,
  o?: CallOptions,
  map: (row: W) => T = same as (row: W) => T,
): Promise<Page<T>> {
  return toPage(
    await t.request<PageWire<W>>({
      method: 'GET',
      path,
      query: toPageQuery(query) as Record<string, QueryValue>,
      ...o,
    }),
    map,
  );
}
