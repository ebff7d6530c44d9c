import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '../constants';
import type { Page, PageQuery } from '../domain';
import type { PageWire } from '../wire';

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

/** A 1-based query with defaults as the wire's 0-based query: `{ page: 1 }` becomes `{ page: 0, size: 20 }`. */
export function toPageQuery<Q extends PageQuery>(
  query: Q = {} as Q,
): Omit<Q, 'page' | 'size'> & { page: number; size: number } {
  const { page = FIRST_PAGE, size = DEFAULT_PAGE_SIZE, ...rest } = query;
  return { page: page - 1, size, ...rest };
}
