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

  it('draws at once where the browser cannot tell what is on screen', () => {
    render(
      <Deferred minHeight="30rem">
        <p>Nose pins</p>
      </Deferred>,
    );
    expect(screen.getByText('Nose pins')).toBeTruthy();
  });
});
