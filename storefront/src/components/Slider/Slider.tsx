import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { useReducedMotion } from '../../app/layout/use-reduced-motion';
import { Icon } from '../Icon/Icon';
import { useInView } from './use-in-view';
import { useOverflows } from './use-overflows';
import './Slider.css';

/** Slides on screen at once: below 768 px, from 768 px (md) and from 1024 px (lg). */
export type SlidesPerView = { base: number; md?: number; lg?: number };

export type SliderProps = {
  /** What the slides are, e.g. 'Shop by category'. */
  label: string;
  /** One element per slide. */
  children: ReactNode;
  /** Move on by one slide this often; no autoplay when unset. */
  autoplayMs?: number;
  perView?: SlidesPerView;
  className?: string;
};

type TrackStyle = CSSProperties & Record<`--${string}`, number | undefined>;

/** Within this many pixels of an edge counts as at it (sub-pixel widths). */
const EDGE = 2;

/**
 * A row of slides on CSS scroll-snap: swipe, scroll or use Previous / Next (they wrap round). With
 * `autoplayMs` it moves on by itself, but holds still while the pointer is over it, while anything in it
 * has focus, while it is off screen, when the visitor pressed Pause, and always for prefers-reduced-motion.
 */
export function Slider({ label, children, autoplayMs, perView = { base: 1 }, className }: SliderProps) {
  const rootRef = useRef<HTMLElement>(null);
  const trackRef = useRef<HTMLUListElement>(null);
  const reducedMotion = useReducedMotion();
  const inView = useInView(rootRef);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const slides = Children.toArray(children);
  const scrollable = useOverflows(trackRef, slides.length);

  const canAutoplay = autoplayMs !== undefined && !reducedMotion;
  const moving = canAutoplay && !stopped && !hovered && !focused && inView;

  const step = useCallback(
    (direction: 1 | -1) => {
      const track = trackRef.current;
      const first = track?.firstElementChild;
      if (track === null || track === undefined || !(first instanceof HTMLElement)) return;
      const end = track.scrollWidth - track.clientWidth;
      if (end <= EDGE) return;
      const gap = Number.parseFloat(getComputedStyle(track).columnGap);
      const distance = first.getBoundingClientRect().width + (Number.isNaN(gap) ? 0 : gap);
      let left = track.scrollLeft + direction * distance;
      if (direction === 1 && track.scrollLeft >= end - EDGE) left = 0;
      if (direction === -1 && track.scrollLeft <= EDGE) left = end;
      track.scrollTo({ left, behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [reducedMotion],
  );

  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(() => step(1), autoplayMs);
    return () => window.clearInterval(timer);
  }, [moving, autoplayMs, step]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  const style: TrackStyle = {
    '--per-view-base': perView.base,
    '--per-view-md': perView.md,
    '--per-view-lg': perView.lg,
  };

  return (
    <section
      ref={rootRef}
      className={className === undefined ? 'slider' : `slider ${className}`}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <ul ref={trackRef} className="slider__track" style={style}>
        {slides.map((slide, index) => (
          <li key={isValidElement(slide) && slide.key !== null ? slide.key : index} className="slider__slide">
            {slide}
          </li>
        ))}
      </ul>
      <div className="slider__controls">
        {scrollable ? (
          <>
            <button type="button" className="round-button slider__arrow slider__arrow--prev" onClick={() => step(-1)}>
              <Icon name="chevronDown" size={20} title="Previous slide" />
            </button>
            <button type="button" className="round-button slider__arrow slider__arrow--next" onClick={() => step(1)}>
              <Icon name="chevronDown" size={20} title="Next slide" />
            </button>
          </>
        ) : null}
        {canAutoplay && scrollable ? (
          <button type="button" className="round-button slider__toggle" onClick={() => setStopped((value) => !value)}>
            <span aria-hidden="true" className={stopped ? 'slider__toggle-play' : 'slider__toggle-pause'} />
            <span className="visually-hidden">{stopped ? `Play ${label}` : `Pause ${label}`}</span>
          </button>
        ) : null}
      </div>
    </section>
  );
}
