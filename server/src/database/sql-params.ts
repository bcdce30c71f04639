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
