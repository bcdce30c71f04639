/** Numbered parameters ($1, $2 …) for a statement built from parts. */
export class SqlParams {
  readonly values: unknown[] = [];

  /** Adds `value` and answers its placeholder. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** A copy to add to without changing this one. */
  clone(): SqlParams {
    const copy = new SqlParams();
    copy.values.push(...this.values);
    return copy;
  }
}

/** A column of unnestParams: a field of the row by name, or a value made from the row. */
export type UnnestColumn<Row> = keyof Row | ((row: Row) => unknown);

/**
 * The parameters of a bulk statement over `unnest($1::…[], $2::…[], …)`: one array a column, each holding that column
 * of every row in order.
 */
export function unnestParams<Row>(rows: readonly Row[], columns: readonly UnnestColumn<Row>[]): unknown[][] {
  return columns.map((column) => rows.map((row) => (typeof column === 'function' ? column(row) : row[column])));
}
