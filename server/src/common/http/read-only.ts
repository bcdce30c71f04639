import { ApiSchema } from '@nestjs/swagger';

const READ_ONLY_FIELDS = Symbol('readOnlyFields');

/** The fields of a record, as GET answers it, that a write body does not take. */
type ReadOnlyOf<Answer, Body> = Exclude<keyof Answer & string, keyof Body>;

/**
 * The read-only fields of a record for one write body: every field the answer has and the body does not (ids,
 * dates, names of related records, computed figures), named in a list that the compiler checks both ways: a field
 * left out of the list, or one the body writes, does not build. So a field added to an answer cannot silently make
 * the record unsendable. Declared beside the answer's DTO; the body's class takes it with @AcceptsReadOnly.
 */
export function readOnlyFields<Answer, Body>() {
  return <const Fields extends readonly ReadOnlyOf<Answer, Body>[]>(
    fields: Fields & ([Exclude<ReadOnlyOf<Answer, Body>, Fields[number]>] extends [never] ? unknown : { missing: Exclude<ReadOnlyOf<Answer, Body>, Fields[number]> }),
  ): readonly string[] => fields;
}

/**
 * A write body that also takes the record as GET answers it: react-admin's update sends the record back whole, and a
 * spec client sends back what it read. The record's read-only fields are accepted and dropped before validation
 * (createValidationPipe), so they are never written, even when changed; any other property the body does not declare
 * is still refused (400). The body's OpenAPI schema says which fields those are.
 */
export function AcceptsReadOnly(fields: readonly string[]): ClassDecorator {
  return (target) => {
    Reflect.defineMetadata(READ_ONLY_FIELDS, fields, target);
    ApiSchema({
      description: `Also accepts the record as GET answers it: its read-only fields (${fields.join(', ')}) are ignored, never written; any other property not listed here is refused (400).`,
    })(target);
  };
}

/**
 * The body without the read-only fields its class accepts (a copy; the body itself when there are none). Only the
 * class's own declaration counts: a body class extending another keeps its parent's strictness unless it says so.
 */
export function withoutReadOnly(body: unknown, type: unknown): unknown {
  if (typeof type !== 'function' || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const fields = Reflect.getOwnMetadata(READ_ONLY_FIELDS, type) as readonly string[] | undefined;
  if (!fields?.some((field) => Object.hasOwn(body, field))) return body;
  return Object.fromEntries(Object.entries(body).filter(([key]) => !fields.includes(key)));
}
