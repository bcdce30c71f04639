import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Deferred } from './Deferred';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Deferred', () => {
  it('keeps room and draws nothing until the section comes near the screen', () => {
    let report: Callback = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const { container } = render(
      <Deferred minHeight="30rem">
        <p>Nose pins</p>
      </Deferred>,
    );
    expect(screen.queryByText('Nose pins')).toBeNull();
    expect((container.firstElementChild as HTMLElement).style.minHeight).toBe('30rem');

    act(() => report([{ isIntersecting: true }]));
    expect(screen.getByText('Nose pins')).toBeTruthy();
  });

  it('starts drawing 600 px from the screen, or as far as it is told', () => {
    const margins: (string | undefined)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(_callback: Callback, options?: { rootMargin?: string }) {
          margins.push(options?.rootMargin);
        }
        observe() {}
        disconnect() {}
      },
    );
    render(
      <>
        <Deferred minHeight="30rem">
          <p>Nose pins</p>
        </Deferred>
        <Deferred minHeight="20rem" ahead="400px 0px">
          <p>Shop By Category</p>
        </Deferred>
      </>,
    );
    expect(margins).toEqual(['600px 0px', '400px 0px']);
  });

  it('draws at once where the browser cannot tell what is on screen', () => {
    render(
      <Deferred minHeight="30rem">
        <p>Nose pins</p>
      </Deferred>,
    );
    expect(screen.getByText('Nose pins')).toBeTruthy();
  });
});
