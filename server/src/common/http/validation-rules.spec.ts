import { getMetadataStorage, IsInt, IsString, MinLength, validateSync } from 'class-validator';
import { keepValidationRules } from './validation-rules.js';

class ThingDto {
  @IsString()
  name!: string;
}

class CountedThingDto extends ThingDto {
  @IsInt()
  count!: number;
}

type Storage = { getTargetValidationMetadatas(target: unknown, schema: string, always: boolean, strictGroups: boolean, groups?: string[]): { propertyName: string }[] };
const storage = getMetadataStorage() as unknown as Storage;
const rulesOf = (target: unknown, groups?: string[]) => storage.getTargetValidationMetadatas(target, '', false, false, groups);
const properties = (target: unknown, groups?: string[]) => rulesOf(target, groups).map((rule) => rule.propertyName).sort();
const failing = (object: object) => validateSync(object).map((error) => error.property).sort();

const thing = (fields: Record<string, unknown>, as: new () => object = CountedThingDto) => Object.assign(new as(), fields);

describe('keepValidationRules', () => {
  const before = { thing: properties(ThingDto), counted: properties(CountedThingDto) };
  beforeAll(() => keepValidationRules());

  it("finds each class's rules as class-validator does, its parents' included, once for every later validation", () => {
    expect(before).toEqual({ thing: ['name'], counted: ['count', 'name'] });
    expect(properties(CountedThingDto)).toEqual(before.counted);
    expect(rulesOf(CountedThingDto)).toBe(rulesOf(CountedThingDto));
    expect(failing(thing({ name: 'Ring', count: 2 }))).toEqual([]);
    expect(failing(thing({ name: 7, count: 'two' }))).toEqual(['count', 'name']);
    keepValidationRules();
    expect(rulesOf(CountedThingDto)).toBe(rulesOf(CountedThingDto));
  });

  it('forgets what it kept when a rule is added, to a class already looked up or to its parent', () => {
    expect(failing(thing({ name: 'R', count: 2 }))).toEqual([]);
    MinLength(2)(ThingDto.prototype, 'name');
    expect(failing(thing({ name: 'R', count: 2 }))).toEqual(['name']);
    IsString()(CountedThingDto.prototype, 'note');
    expect(properties(CountedThingDto)).toEqual(['count', 'name', 'name', 'note']);
    expect(failing(thing({ name: 'Ring', count: 2, note: 3 }))).toEqual(['note']);
  });

  it('looks up the rules of a validation with groups afresh', () => {
    class GroupedDto {
      @IsString({ groups: ['draft'] })
      title!: string;
    }
    expect(properties(GroupedDto, ['draft'])).toEqual(['title']);
    expect(rulesOf(GroupedDto, ['draft'])).not.toBe(rulesOf(GroupedDto, ['draft']));
    expect(validateSync(thing({ title: 1 }, GroupedDto), { groups: ['draft'] }).map((error) => error.property)).toEqual(['title']);
  });
});
