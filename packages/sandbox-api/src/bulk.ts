import type { Queryable } from './db';

/** PostgreSQL takes at most 65535 parameters a statement; stay well under it. */
const MAX_PARAMS = 30_000;

/**
 * Inserts many rows with multi-row `VALUES` statements (one round trip per ~30k values instead of one per row):
 * what keeps the seed, and so a start from an empty folder, fast.
 */
export async function insertMany(
  db: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const batch = rows.slice(start, start + perStatement);
    const params: unknown[] = [];
    const values = batch.map((row) => {
      const marks = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${marks.join(', ')})`;
    });
    await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`, params);
  }
}

/** After inserting explicit ids, moves each table's id sequence past them. */
export async function syncSequences(db: Queryable, tables: readonly string[]): Promise<void> {
  await db.exec(
    tables
      .map(
        (t) =>
          `SELECT setval(pg_get_serial_sequence('${t}', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM ${t}), 1), (SELECT COUNT(*) > 0 FROM ${t}));`,
      )
      .join('\n'),
  );
}
