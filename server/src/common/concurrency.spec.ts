import { limited, serialised } from './concurrency.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('serialised', () => {
  it('runs one at a time in the order asked, and a failure does not stop the next', async () => {
    const one = serialised();
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const work = (item: number) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5 - item));
      order.push(item);
      running--;
      if (item === 1) throw new Error('picture 1 failed');
      return item * 10;
    };
    const runs = [0, 1, 2, 3].map((item) => one(work(item)));
    await expect(runs[1]).rejects.toThrow('picture 1 failed');
    expect(await Promise.all([runs[0], runs[2], runs[3]])).toEqual([0, 20, 30]);
    expect(order).toEqual([0, 1, 2, 3]);
    expect(most).toBe(1);
  });
});

describe('limited', () => {
  it('runs at most its slots at once, hands a freed slot to the first waiting, and answers each with its own result', async () => {
    const two = limited(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const runs = [0, 1, 2, 3, 4].map((item) =>
      two(async () => {
        started.push(item);
        running++;
        most = Math.max(most, running);
        await pause(item === 0 ? 20 : 2);
        running--;
        if (item === 3) throw new Error('hash 3 failed');
        return item;
      }),
    );
    await expect(runs[3]).rejects.toThrow('hash 3 failed');
    expect(await Promise.all([runs[0], runs[1], runs[2], runs[4]])).toEqual([0, 1, 2, 4]);
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    // Every slot is free again: two more start at once.
    let together = 0;
    await Promise.all([1, 2].map(() => two(async () => { together++; await pause(5); expect(together).toBe(2); })));
  });

  it('refuses a gate without a slot', () => {
    expect(() => limited(0)).toThrow(RangeError);
    expect(() => limited(1.5)).toThrow(RangeError);
  });
});
