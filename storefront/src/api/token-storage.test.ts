import { describe, expect, it } from 'vitest';
import { makeToken } from '../test/tokens';
import { clearToken, readToken, subscribeToken, writeToken } from './token-storage';

const future = Math.floor(Date.now() / 1000) + 3600;
const past = Math.floor(Date.now() / 1000) - 10;

describe('token storage', () => {
  it("keeps the token under 'customerToken' (spec 4)", () => {
    const token = makeToken({ id: '1', name: 'A', email: 'a@example.in', role: 'customer', exp: future });
    writeToken(token);
    expect(window.localStorage.getItem('customerToken')).toBe(token);
    expect(readToken()).toBe(token);
  });

  it('drops an expired token', () => {
    window.localStorage.setItem('customerToken', makeToken({ id: '1', email: 'a@example.in', exp: past }));
    expect(readToken()).toBeNull();
    expect(window.localStorage.getItem('customerToken')).toBeNull();
  });

  it('drops a token it cannot read', () => {
    window.localStorage.setItem('customerToken', 'not-a-token');
    expect(readToken()).toBeNull();
    expect(window.localStorage.getItem('customerToken')).toBeNull();
  });

  it('tells subscribers about changes until they leave', () => {
    let calls = 0;
    const unsubscribe = subscribeToken(() => {
      calls += 1;
    });
    writeToken(makeToken({ id: '1', email: 'a@example.in', exp: future }));
    clearToken();
    unsubscribe();
    writeToken(makeToken({ id: '2', email: 'b@example.in', exp: future }));
    expect(calls).toBe(2);
  });
});
