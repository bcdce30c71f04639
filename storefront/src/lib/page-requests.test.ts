import { describe, expect, it } from 'vitest';
import { pageRequests } from './page-requests';

/** Which products a list of requests covers, as the server pages them. */
function covered(requests: ReturnType<typeof pageRequests>): number[] {
  return requests.flatMap(({ pageNumber, parPage }) =>
    Array.from({ length: parPage }, (_, index) => (pageNumber - 1) * parPage + index),
  );
}

describe('pageRequests', () => {
  it('asks for the first screen in one page', () => {
    expect(pageRequests(0, 10)).toEqual([{ pageNumber: 1, parPage: 10 }]);
    expect(pageRequests(0, 20)).toEqual([{ pageNumber: 1, parPage: 20 }]);
  });

  it('covers 10 + 20 (the listing) with two pages of 10', () => {
    expect(pageRequests(10, 20)).toEqual([
      { pageNumber: 2, parPage: 10 },
      { pageNumber: 3, parPage: 10 },
    ]);
    expect(covered(pageRequests(30, 20))).toEqual(Array.from({ length: 20 }, (_, index) => 30 + index));
  });

  it('covers 20 + 20 (the deals) with one page of 20', () => {
    expect(pageRequests(20, 20)).toEqual([{ pageNumber: 2, parPage: 20 }]);
    expect(pageRequests(60, 20)).toEqual([{ pageNumber: 4, parPage: 20 }]);
  });

  it('never asks for a page larger than the server allows', () => {
    const requests = pageRequests(0, 100);
    expect(requests.every((request) => request.parPage <= 60)).toBe(true);
    expect(covered(requests)).toEqual(Array.from({ length: 100 }, (_, index) => index));
  });

  it('asks for nothing when nothing is wanted', () => {
    expect(pageRequests(40, 0)).toEqual([]);
  });
});
