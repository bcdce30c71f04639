/**
 * A table of a pure function's cases, one test each: every row is the arguments and the answer `fn` gives them
 * (compared with toBe, or toEqual when the answer is an object), the test named by `behaviour` and the row. A spec
 * says a behaviour once and lists its cases, instead of one `expect(fn(…)).toBe(…)` line a case.
 */
export function itAnswers<Args extends unknown[], Answer>(behaviour: string, fn: (...args: Args) => Answer, cases: readonly [...Args, Answer][]): void {
  const rows = cases.map((row) => [row.slice(0, -1) as Args, row[row.length - 1] as Answer] as const);
  it.each(rows)(`${behaviour}: %j gives %j`, (args, answer) => {
    if (typeof answer === 'object' && answer !== null) expect(fn(...args)).toEqual(answer);
    else expect(fn(...args)).toBe(answer);
  });
}
