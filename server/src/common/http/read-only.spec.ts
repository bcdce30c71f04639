import { AcceptsReadOnly, withoutReadOnly } from './read-only.js';

@AcceptsReadOnly(['id', 'createdAt'])
class SaveThingDto {
  name: string;
}

class StrictThingDto extends SaveThingDto {}

describe('withoutReadOnly', () => {
  it("drops the read-only fields the body's class accepts, keeping everything else for validation to judge", () => {
    expect(withoutReadOnly({ id: 'x', name: 'Ring', createdAt: '2026-01-01', colour: 'red' }, SaveThingDto)).toEqual({ name: 'Ring', colour: 'red' });
  });

  it('reads multipart bodies (objects without a prototype) too', () => {
    const form = Object.assign(Object.create(null) as Record<string, unknown>, { id: 'x', name: 'Ring' });
    expect(withoutReadOnly(form, SaveThingDto)).toEqual({ name: 'Ring' });
  });

  it('leaves bodies of other classes, subclasses included, and anything but an object as they are', () => {
    const body = { id: 'x', name: 'Ring' };
    expect(withoutReadOnly(body, StrictThingDto)).toBe(body);
    expect(withoutReadOnly(body, Object)).toBe(body);
    expect(withoutReadOnly(['id'], SaveThingDto)).toEqual(['id']);
    expect(withoutReadOnly(undefined, SaveThingDto)).toBeUndefined();
  });
});
