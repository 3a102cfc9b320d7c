import pg from 'pg';

const { escapeLiteral } = pg;

/** A parameter as a literal statement takes it: arrays become `ARRAY[...]` (cast by the statement). */
export type LiteralValue = string | number | null | readonly (string | number | null)[];

const scalar = (value: string | number | null): string => {
  if (value === null) return 'NULL';
  if (typeof value === 'string') return escapeLiteral(value);
  if (!Number.isSafeInteger(value)) throw new Error(`Not an integer: ${value}`);
  return String(value);
};

/**
 * A parameterised statement with its values written in as escaped literals, to go with others in
 * one simple query (one round trip: the BEGIN's, the COMMIT's). Each `$n` is replaced once, in one
 * pass, so a value that itself holds `$1` is left as written. The statement keeps its casts
 * (`$1::uuid[]`): an array is written as `ARRAY[...]` for them to type.
 */
export function literalStatement(sql: string, params: readonly LiteralValue[]): string {
  return sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (value === undefined) throw new Error(`No value for $${n}`);
    return Array.isArray(value)
      ? `ARRAY[${value.map(scalar).join(',')}]`
      : scalar(value as string | number | null);
  });
}
