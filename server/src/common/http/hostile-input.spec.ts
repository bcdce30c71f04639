import { hostileInputProblem, MAX_INPUT_DEPTH } from './hostile-input.js';

const nested = (levels: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

describe('hostileInputProblem', () => {
  it('takes ordinary values, Unicode beyond the BMP and control characters other than NUL', () => {
    expect(hostileInputProblem({ name: 'Kundan Jhumka 💍', lines: [{ size: 'Free Size', note: 'tab\there\r\n' }], n: 5, ok: true, none: null })).toBeUndefined();
    expect(hostileInputProblem('plain')).toBeUndefined();
    expect(hostileInputProblem(nested(MAX_INPUT_DEPTH))).toBeUndefined();
  });

  it('names the field holding a NUL, as a value or as a key', () => {
    expect(hostileInputProblem({ products: [{ size: 'M\u0000' }] })?.message).toBe('products[0].size must not contain the NUL character (\\u0000)');
    expect(hostileInputProblem({ 'x\u0000': 1 })?.message).toBe('x\u0000 must not contain the NUL character (\\u0000)');
    expect(hostileInputProblem('a\u0000', 'slug')?.message).toBe('slug must not contain the NUL character (\\u0000)');
  });

  it('refuses lone surrogates, high or low, but not a pair', () => {
    expect(hostileInputProblem({ email: '\ud800' })?.message).toBe('email must be well-formed Unicode text (it holds a lone surrogate)');
    expect(hostileInputProblem({ email: 'a\udc00b' })?.status).toBe(400);
    expect(hostileInputProblem({ email: '\ud83d\udc8d' })).toBeUndefined();
  });

  it('refuses nesting past the limit without recursing, however deep', () => {
    expect(hostileInputProblem(nested(MAX_INPUT_DEPTH + 1))?.message).toContain(`is nested too deeply: at most ${MAX_INPUT_DEPTH} levels`);
    let deep: unknown[] = [];
    const root = deep;
    for (let i = 0; i < 200_000; i++) {
      const next: unknown[] = [];
      deep.push(next);
      deep = next;
    }
    expect(hostileInputProblem(root)?.status).toBe(400);
  });

  it('reads objects without a prototype (multipart forms) and own __proto__ keys', () => {
    const form = Object.assign(Object.create(null) as Record<string, unknown>, { name: 'ring\u0000' });
    expect(hostileInputProblem(form)?.message).toContain('name must not contain');
    expect(hostileInputProblem(JSON.parse('{"__proto__":{"x":"\\u0000"}}'))?.message).toBe('__proto__.x must not contain the NUL character (\\u0000)');
  });
});
