/**
 * Builds the WHERE of a list query from optional filters, numbering the parameters: `?` in a condition becomes
 * the next `$n`. Values never enter the SQL text.
 */
export class Filters {
  readonly params: unknown[];
  private readonly conditions: string[] = [];

  constructor(params: unknown[] = [], conditions: string[] = []) {
    this.params = params;
    this.conditions.push(...conditions);
  }

  /** Adds a condition when `value` is given; each `?` in it stands for `value`. */
  when(value: unknown, condition: string): this {
    if (value === undefined || value === null || value === '') return this;
    this.params.push(value);
    this.conditions.push(condition.replaceAll('?', `$${this.params.length}`));
    return this;
  }

  /** Adds a case-insensitive "contains" over some columns when `text` is given. */
  search(text: string | undefined, columns: readonly string[]): this {
    if (!text) return this;
    const pattern = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
    return this.when(pattern, `(${columns.map((c) => `${c} ILIKE ?`).join(' OR ')})`);
  }

  /** Adds a fixed condition. */
  always(condition: string): this {
    this.conditions.push(condition);
    return this;
  }

  /** ` WHERE a AND b`, or nothing. */
  get where(): string {
    return this.conditions.length ? ` WHERE ${this.conditions.join(' AND ')}` : '';
  }

  /** `a AND b`, or `TRUE`. */
  get condition(): string {
    return this.conditions.length ? this.conditions.join(' AND ') : 'TRUE';
  }
}
