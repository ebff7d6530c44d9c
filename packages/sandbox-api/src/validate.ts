/**
 * A small validator that yields the contract's field-level 400 body ({@link ValidationErrorWire}). A schema's
 * output type is inferred, so `const s: Schema<RegisterRequestWire> = obj({...})` makes TypeScript check the
 * schema against the wire type: a field the contract requires cannot be forgotten or given the wrong type.
 *
 * Designed rules: unknown fields are ignored (as the real server's JSON binding does); every string is capped
 * ({@link MAX_STRING} unless a schema says less); numbers must be finite; in a query string numbers and booleans
 * are parsed from text and lists are comma-joined.
 */

/** Field path -> message; the path uses dots and brackets: `ads[0].link`. */
export type FieldErrors = Record<string, string>;
/** JSON bodies keep their types; query strings carry text that the schemas parse. */
export type Mode = 'json' | 'query';

export const INVALID: unique symbol = Symbol('invalid');
type Out<T> = T | typeof INVALID;

export interface Schema<T> {
  parse(input: unknown, path: string, errors: FieldErrors, mode: Mode): Out<T>;
}
/** A field that may be absent; `obj` makes its key optional in the inferred type. */
export interface OptionalSchema<T> extends Schema<T | undefined> {
  readonly optional: true;
}

/** The longest string any field accepts unless its schema says less (a 1 MB string is refused, not stored). */
export const MAX_STRING = 10_000;
/** Said of a text with a NUL character in it (which no stored text may hold). */
export const NO_NUL = 'must not contain NUL characters';

/**
 * How deep a JSON body may nest (designed): the contract's deepest body is a few levels; a body nested 100,000 deep
 * overflowed the stack of whatever walked it first (the idempotency hash) before validation saw it.
 */
export const MAX_JSON_DEPTH = 64;

/** Whether a JSON text nests arrays and objects deeper than `max`: one pass over the text, no recursion. */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

/** The longest list any field accepts unless its schema says less. */
export const MAX_LIST = 1_000;

const fail = (errors: FieldErrors, path: string, message: string): typeof INVALID => {
  errors[path || 'body'] ??= message;
  return INVALID;
};

/** A single query value: repeated keys (`?a=1&a=2`) are refused rather than guessed at. */
function scalar(input: unknown, path: string, errors: FieldErrors, mode: Mode): Out<unknown> {
  if (mode === 'query' && Array.isArray(input)) return fail(errors, path, 'must be given once');
  return input;
}

export interface StrOptions {
  min?: number;
  max?: number;
  pattern?: RegExp;
  /** Said when `pattern` does not match. */
  patternMessage?: string;
  /** Trims white space before the checks (and in the result). */
  trim?: boolean;
}

export function str(options: StrOptions = {}): Schema<string> {
  const {
    min = 0,
    max = MAX_STRING,
    pattern,
    patternMessage = 'has an invalid format',
    trim = false,
  } = options;
  return {
    parse(input, path, errors, mode) {
      const value = scalar(input, path, errors, mode);
      if (value === INVALID) return INVALID;
      if (value === undefined || value === null) return fail(errors, path, 'is required');
      if (typeof value !== 'string') return fail(errors, path, 'must be a string');
      const text = trim ? value.trim() : value;
      // PostgreSQL keeps no NUL in text: refused here, by its field, rather than failing the query.
      if (text.includes('\u0000')) return fail(errors, path, NO_NUL);
      if (text.length > max) return fail(errors, path, `must be at most ${max} characters`);
      if (text.length < min)
        return fail(errors, path, min === 1 ? 'must not be empty' : `must be at least ${min} characters`);
      if (pattern && !pattern.test(text)) return fail(errors, path, patternMessage);
      return text;
    },
  };
}

/**
 * An address without white space, control or invisible format characters (`\p{C}`: a right-to-left override or a
 * zero-width space would make two addresses look alike).
 */
const EMAIL = /^[^\s@\p{C}]+@[^\s@\p{C}]+\.[^\s@\p{C}]+$/u;
export const email = (): Schema<string> =>
  str({ min: 3, max: 254, trim: true, pattern: EMAIL, patternMessage: 'is not a valid e-mail address' });

/** An `https` URL: an ad may only send people to an https page (no `http:`, `javascript:` or `data:`). */
export const url = (max = 2_048): Schema<string> =>
  str({
    min: 1,
    max,
    trim: true,
    pattern: /^https:\/\/[^\s/$.?#][^\s]*$/i,
    patternMessage: 'must be an https:// link',
  });

/** A calendar day `YYYY-MM-DD` that exists. */
export const day = (): Schema<string> => {
  const base = str({ pattern: /^\d{4}-\d{2}-\d{2}$/, patternMessage: 'must be a date as YYYY-MM-DD' });
  return {
    parse(input, path, errors, mode) {
      const value = base.parse(input, path, errors, mode);
      if (value === INVALID) return INVALID;
      const parsed = new Date(`${value}T00:00:00Z`);
      if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value)
        return fail(errors, path, 'is not a real date');
      return value;
    },
  };
};

export interface NumOptions {
  min?: number;
  max?: number;
  integer?: boolean;
  /** Most decimals allowed (money has 2). */
  decimals?: number;
}

export function num(options: NumOptions = {}): Schema<number> {
  const {
    min = -Number.MAX_SAFE_INTEGER,
    max = Number.MAX_SAFE_INTEGER,
    integer = false,
    decimals,
  } = options;
  return {
    parse(input, path, errors, mode) {
      let value = scalar(input, path, errors, mode);
      if (value === INVALID) return INVALID;
      if (value === undefined || value === null) return fail(errors, path, 'is required');
      if (mode === 'query' && typeof value === 'string') {
        if (!/^-?\d+(\.\d+)?$/.test(value))
          return fail(errors, path, integer ? 'must be an integer' : 'must be a number');
        value = Number(value);
      }
      if (typeof value !== 'number' || !Number.isFinite(value))
        return fail(errors, path, integer ? 'must be an integer' : 'must be a number');
      if (integer && !Number.isInteger(value)) return fail(errors, path, 'must be an integer');
      if (value < min) return fail(errors, path, `must be at least ${min}`);
      if (value > max) return fail(errors, path, `must be at most ${max}`);
      if (
        decimals !== undefined &&
        Math.abs(Math.round(value * 10 ** decimals) - value * 10 ** decimals) > 1e-6
      )
        return fail(errors, path, `must have at most ${decimals} decimals`);
      return value;
    },
  };
}

/** A positive integer id. */
export const id = (): Schema<number> => num({ integer: true, min: 1, max: 2_147_483_647 });
/** A money amount in USDT: positive, two decimals. */
export const money = (min: number, max: number): Schema<number> => num({ min, max, decimals: 2 });

export function bool(): Schema<boolean> {
  return {
    parse(input, path, errors, mode) {
      const value = scalar(input, path, errors, mode);
      if (value === INVALID) return INVALID;
      if (value === undefined || value === null) return fail(errors, path, 'is required');
      if (mode === 'query' && (value === 'true' || value === 'false')) return value === 'true';
      if (typeof value !== 'boolean') return fail(errors, path, 'must be true or false');
      return value;
    },
  };
}

/** One of a closed set of strings (an enum of the contract). */
export function oneOf<T extends string>(values: readonly T[]): Schema<T> {
  const allowed = new Set<string>(values);
  return {
    parse(input, path, errors, mode) {
      const value = scalar(input, path, errors, mode);
      if (value === INVALID) return INVALID;
      if (value === undefined || value === null) return fail(errors, path, 'is required');
      if (typeof value !== 'string' || !allowed.has(value))
        return fail(errors, path, `must be one of: ${values.join(', ')}`);
      return value as T;
    },
  };
}

/**
 * The values of a string union, written as a record so that TypeScript refuses a missing or an extra value:
 * `enumValues<CampaignStatus>({ DRAFT: true, ... })`.
 */
export const enumValues = <T extends string>(record: Record<T, true>): readonly T[] =>
  Object.keys(record) as T[];

export function arr<T>(item: Schema<T>, { max = MAX_LIST, min = 0 } = {}): Schema<T[]> {
  return {
    parse(input, path, errors, mode) {
      let value: unknown = input;
      if (value === undefined || value === null) return fail(errors, path, 'is required');
      if (mode === 'query' && typeof value === 'string') value = value === '' ? [] : value.split(',');
      if (!Array.isArray(value)) return fail(errors, path, 'must be a list');
      if (value.length > max) return fail(errors, path, `must have at most ${max} items`);
      if (value.length < min)
        return fail(errors, path, min === 1 ? 'must not be empty' : `must have at least ${min} items`);
      const out: T[] = [];
      let bad = false;
      value.forEach((element, i) => {
        const parsed = item.parse(element, `${path}[${i}]`, errors, mode === 'query' ? 'query' : 'json');
        if (parsed === INVALID) bad = true;
        else out.push(parsed);
      });
      return bad ? INVALID : out;
    },
  };
}

export function nullable<T>(inner: Schema<T>): Schema<T | null> {
  return {
    parse(input, path, errors, mode) {
      if (input === null || (mode === 'query' && input === '')) return null;
      return inner.parse(input, path, errors, mode);
    },
  };
}

export function optional<T>(inner: Schema<T>): OptionalSchema<T> {
  return {
    optional: true,
    parse(input, path, errors, mode) {
      if (input === undefined) return undefined;
      return inner.parse(input, path, errors, mode);
    },
  };
}

type Shape = Record<string, Schema<unknown>>;
type Infer<S> = S extends Schema<infer T> ? T : never;
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends { optional: true } ? K : never }[keyof S];
type Simplify<T> = { [K in keyof T]: T[K] } & {};
/** The object a shape parses to: optional schemas make optional keys (never a key holding `undefined`). */
export type ObjectOf<S extends Shape> = Simplify<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & {
    [K in OptionalKeys<S>]?: Exclude<Infer<S[K]>, undefined>;
  }
>;

export interface ObjectSchema<S extends Shape> extends Schema<ObjectOf<S>> {
  readonly shape: S;
}

export function obj<S extends Shape>(shape: S): ObjectSchema<S> {
  return {
    shape,
    parse(input, path, errors, mode) {
      if (input === undefined || input === null) return fail(errors, path, 'is required');
      if (typeof input !== 'object' || Array.isArray(input)) return fail(errors, path, 'must be an object');
      const source = input as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      let bad = false;
      for (const [key, schema] of Object.entries(shape)) {
        const parsed = schema.parse(
          Object.prototype.hasOwnProperty.call(source, key) ? source[key] : undefined,
          path ? `${path}.${key}` : key,
          errors,
          mode,
        );
        if (parsed === INVALID) bad = true;
        else if (parsed !== undefined) out[key] = parsed;
      }
      return bad ? INVALID : (out as ObjectOf<S>);
    },
  };
}

type Partialize<S extends Shape> = { [K in keyof S]: OptionalSchema<Exclude<Infer<S[K]>, undefined>> };

/** The same object with every field optional: the body of a PATCH. */
export function partial<S extends Shape>(schema: ObjectSchema<S>): ObjectSchema<Partialize<S>> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, inner]) => [
      key,
      (inner as Partial<OptionalSchema<unknown>>).optional ? inner : optional(inner),
    ]),
  ) as Partialize<S>;
  return obj(shape);
}

/** Runs a schema; on failure returns the field errors instead of a value. */
export function check<T>(
  schema: Schema<T>,
  input: unknown,
  mode: Mode = 'json',
): { ok: true; value: T } | { ok: false; fields: FieldErrors } {
  const errors: FieldErrors = {};
  const value = schema.parse(input, '', errors, mode);
  return value === INVALID ? { ok: false, fields: errors } : { ok: true, value };
}

/** A flat object with free keys and checked values (tracking data, for one). */
export function record<T>(
  value: Schema<T>,
  { maxKeys = 50, maxKeyLength = 100 } = {},
): Schema<Record<string, T>> {
  return {
    parse(input, path, errors, mode) {
      if (input === undefined || input === null) return fail(errors, path, 'is required');
      if (typeof input !== 'object' || Array.isArray(input)) return fail(errors, path, 'must be an object');
      const entries = Object.entries(input);
      if (entries.length > maxKeys) return fail(errors, path, `must have at most ${maxKeys} keys`);
      const out: Record<string, T> = {};
      let bad = false;
      for (const [key, raw] of entries) {
        if (key.length > maxKeyLength) {
          bad = true;
          fail(errors, path, `keys must be at most ${maxKeyLength} characters`);
          continue;
        }
        const parsed = value.parse(raw, `${path}.${key}`, errors, mode);
        if (parsed === INVALID) bad = true;
        else out[key] = parsed;
      }
      return bad ? INVALID : out;
    },
  };
}

/** A string (capped), a finite number or a boolean. */
export function primitive(maxLength = 1_000): Schema<string | number | boolean> {
  return {
    parse(input, path, errors, mode) {
      if (typeof input === 'boolean' || (typeof input === 'number' && Number.isFinite(input))) return input;
      if (typeof input === 'string') return str({ max: maxLength }).parse(input, path, errors, mode);
      return fail(errors, path, 'must be a string, a number or a boolean');
    },
  };
}
