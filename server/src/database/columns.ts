import { Column } from 'typeorm';

/** A `text[]` column that starts empty (pictures, paragraphs, colours, sizes). */
export function TextListColumn(): PropertyDecorator {
  return Column({ type: 'text', array: true, default: () => "'{}'" });
}

/** A chosen size or colour of a line (cart or order): at most 40 characters, '' when the product offers none. */
export function ChoiceColumn(): PropertyDecorator {
  return Column({ type: 'varchar', length: 40, default: '' });
}

/**
 * A full-text search vector PostgreSQL keeps from `expression` (a STORED generated column, GIN-indexed by the
 * migration): never read with the record, never written by it.
 */
export function SearchVectorColumn(expression: string): PropertyDecorator {
  return Column({ type: 'tsvector', select: false, insert: false, update: false, generatedType: 'STORED', asExpression: expression });
}
