/**
 * The rows filed under each of `keys`, in the order of `keys` (the shop's order of currencies, of purities …), each
 * made into its answer by `toAnswer`; a key without a row is left out, and so is a row whose key is not among `keys`.
 */
export function inOrderOf<Key, Row, Answer>(
  keys: readonly Key[],
  rows: readonly Row[],
  keyOf: (row: Row) => Key,
  toAnswer: (key: Key, row: Row) => Answer,
): Answer[] {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.flatMap((key) => {
    const row = byKey.get(key);
    return row ? [toAnswer(key, row)] : [];
  });
}
