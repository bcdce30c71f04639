import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Slider } from './Slider';

const SLIDE_WIDTH = 200;

/** jsdom lays nothing out: give the track the measures of five 200 px slides in a 400 px window. */
function layOut(scrollLeft = 0) {
  const track = screen.getByRole('list');
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 1000 });
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: 400 });
  Object.defineProperty(track, 'scrollLeft', { configurable: true, value: scrollLeft });
  const first = track.firstElementChild as HTMLElement;
  first.getBoundingClientRect = () => ({ width: SLIDE_WIDTH }) as DOMRect;
  return track;
}

function renderSlider(autoplayMs?: number) {
  render(
    <Slider label="Shop by category" autoplayMs={autoplayMs} perView={{ base: 2 }}>
      {['Rings', 'Bangles', 'Earrings', 'Pendants', 'Anklets'].map((name) => (
        <a key={name} href={`/category-data/${name.toLowerCase()}`}>
          {name}
        </a>
      ))}
    </Slider>,
  );
}

let scrollTo: ReturnType<typeof vi.fn>;
const jsdomScrollTo = HTMLElement.prototype.scrollTo;

beforeEach(() => {
  vi.useFakeTimers();
  scrollTo = vi.fn();
  HTMLElement.prototype.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
});

afterEach(() => {
  HTMLElement.prototype.scrollTo = jsdomScrollTo;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Slider', () => {
  it('is a labelled carousel with one list item per slide', () => {
    renderSlider();
    expect(screen.getByRole('region', { name: 'Shop by category' }).getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('moves on by one slide at the autoplay interval, and back to the start after the last', () => {
    renderSlider(2000);
    const track = layOut();

    act(() => vi.advanceTimersByTime(1999));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: SLIDE_WIDTH, behavior: 'smooth' });

    Object.defineProperty(track, 'scrollLeft', { configurable: true, value: 600 });
    act(() => vi.advanceTimersByTime(2000));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
  });

  it('holds still while the pointer is over it and moves on when it leaves', () => {
    renderSlider(2000);
    layOut();
    const slider = screen.getByRole('region', { name: 'Shop by category' });

    fireEvent.pointerEnter(slider);
    act(() => vi.advanceTimersByTime(6000));
    expect(scrollTo).not.toHaveBeenCalled();

    fireEvent.pointerLeave(slider);
    act(() => vi.advanceTimersByTime(2000));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('holds still while something in it has focus', () => {
    renderSlider(2000);
    layOut();
    fireEvent.focus(screen.getByRole('link', { name: 'Bangles' }));
    act(() => vi.advanceTimersByTime(6000));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('stops when the visitor presses Pause and starts again on Play', () => {
    renderSlider(2000);
    layOut();
    fireEvent.click(screen.getByRole('button', { name: 'Pause Shop by category' }));
    act(() => vi.advanceTimersByTime(6000));
    expect(scrollTo).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Play Shop by category' }));
    act(() => vi.advanceTimersByTime(2000));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('never moves by itself for visitors who prefer reduced motion, but the arrows still work', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderSlider(2000);
    layOut();
    act(() => vi.advanceTimersByTime(10_000));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Pause/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: SLIDE_WIDTH, behavior: 'auto' });
  });

  it('wraps round to the last slides from Previous at the start', () => {
    renderSlider();
    layOut(0);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 600, behavior: 'smooth' });
  });
});
