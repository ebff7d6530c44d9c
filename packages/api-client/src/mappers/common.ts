import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '../constants';
import type { Page, PageQuery } from '../domain';
import type { PageQueryWire, PageWire } from '../wire';

/** A `...Epoch` field (Unix seconds) as a Date. */
export const fromEpoch = (seconds: number): Date => new Date(seconds * 1000);

/** A nullable `...Epoch` field as a Date or null. */
export const fromEpochOrNull = (seconds: number | null): Date | null =>
  seconds === null ? null : fromEpoch(seconds);

/** A `timestamp` field (Unix milliseconds) as a Date. */
export const fromTimestamp = (ms: number): Date => new Date(ms);

/** A Date as a `...Epoch` field (whole Unix seconds). */
export const toEpoch = (date: Date): number => Math.floor(date.getTime() / 1000);

/** A Spring page (0-based) as a {@link Page} (1-based), each row mapped. */
export function toPage<W, T>(wire: PageWire<W>, map: (row: W) => T): Page<T> {
  return {
    items: wire.content.map(map),
    total: wire.totalElements,
    pageCount: wire.totalPages,
    page: wire.number + 1,
    pageSize: wire.size,
  };
}

/**
 * The grid's paging and sorting as the wire's (Spring) query: `{ page: 1, pageSize: 50, orderBy: 'createdAt',
 * order: 'desc' }` becomes `{ page: 0, size: 50, sort: 'createdEpoch,desc' }`. `sortFields` renames domain fields
 * to wire fields where the two differ (`createdAt` -> `createdEpoch`); other fields go out unchanged.
 */
export function toPageQuery<Q extends PageQuery>(
  query: Q = {} as Q,
  sortFields: Readonly<Record<string, string>> = {},
): Omit<Q, keyof PageQuery> & PageQueryWire & { page: number; size: number } {
  const { page = FIRST_PAGE, pageSize = DEFAULT_PAGE_SIZE, orderBy, order = 'asc', ...rest } = query;
  const sort = orderBy ? `${sortFields[orderBy] ?? orderBy},${order}` : undefined;
  return { page: page - FIRST_PAGE, size: pageSize, ...(sort && { sort }), ...rest };
}
