import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRELOADED_ANSWERS_ID, readPreloadedAnswers, withPreloadedAnswers } from './preloaded';

function pageWith(json: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PRELOADED_ANSWERS_ID;
  element.textContent = json;
  document.head.append(element);
}

afterEach(() => {
  document.getElementById(PRELOADED_ANSWERS_ID)?.remove();
});

describe('preloaded answers', () => {
  it('reads the answers the page carries, once, and takes them out of the page', () => {
    pageWith('{"/api/home/get-product/ring":{"product":{"name":"Ring"}}}');
    expect([...readPreloadedAnswers(document)]).toEqual([['/api/home/get-product/ring', { product: { name: 'Ring' } }]]);
    expect(document.getElementById(PRELOADED_ANSWERS_ID)).toBeNull();
    expect(readPreloadedAnswers(document).size).toBe(0);
  });

  it('has none when the page has none or they are not an object of answers', () => {
    expect(readPreloadedAnswers(document).size).toBe(0);
    pageWith('{"cut short');
    expect(readPreloadedAnswers(document).size).toBe(0);
    pageWith('[1, 2]');
    expect(readPreloadedAnswers(document).size).toBe(0);
  });

  it('answers the first GET of a path from the page and every later one from the server', async () => {
    const server = vi.fn(async () => new Response('{"from":"server"}', { status: 200 }));
    const fetch = withPreloadedAnswers(new Map([['/api/home/get-product/ring', { from: 'page' }]]), server);
    const first = await fetch(new Request(`${window.location.origin}/api/home/get-product/ring`));
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json');
    expect(await first.json()).toEqual({ from: 'page' });
    expect(server).not.toHaveBeenCalled();
    expect(await (await fetch(new Request(`${window.location.origin}/api/home/get-product/ring`))).json()).toEqual({ from: 'server' });
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('leaves other paths, other queries and other methods to the server', async () => {
    const server = vi.fn(async () => new Response('{}', { status: 200 }));
    const answers = new Map<string, unknown>([['/api/home/get-product/ring', { from: 'page' }]]);
    const fetch = withPreloadedAnswers(answers, server);
    await fetch(new Request(`${window.location.origin}/api/home/get-product/bangle`));
    await fetch(new Request(`${window.location.origin}/api/home/get-product/ring?x=1`));
    await fetch(new Request(`${window.location.origin}/api/home/get-product/ring`, { method: 'DELETE' }));
    expect(server).toHaveBeenCalledTimes(3);
    expect(answers.size).toBe(1);
  });
});
