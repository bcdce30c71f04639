/** The shop's one slug rule (server/src/common/slug.ts): lower-case letters and digits joined by single dashes. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The form's check of an optional slug field, as the server's OptionalSlug: the rule, within `maxLength` characters.
 * Answers a sentence naming `example`, or undefined when acceptable; an empty value (left out of the save, so the
 * server makes the slug) is acceptable.
 */
export function slugCheck(maxLength: number, example: string): (value: unknown) => string | undefined {
  return (value) => {
    if (value === undefined || value === null) return undefined;
    const slug = typeof value === 'string' ? value.trim() : '';
    if (typeof value === 'string' && slug === '') return undefined;
    return slug.length <= maxLength && SLUG.test(slug) ? undefined : `The slug must be lower-case letters and digits joined by single dashes, e.g. ${example}.`;
  };
}
