import type { PageQueryWire } from '@adnet/api-client';
import { num, obj, optional, str, type Schema } from './validate';

/** The paging fields every list query has (Spring: `page` from 0, at most 200 rows a page). */
export const pageFields = {
  page: optional(num({ integer: true, min: 0, max: 100_000 })),
  size: optional(num({ integer: true, min: 1, max: 200 })),
  sort: optional(str({ max: 100 })),
};

export const pageQuery: Schema<PageQueryWire> = obj(pageFields);

/** Free-text search fields: short, trimmed. */
export const search = () => optional(str({ max: 200, trim: true }));
