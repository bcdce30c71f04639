import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is wider than the element (so there is something to scroll to);
 * re-measured when it resizes or `count` changes. True where the browser cannot tell.
 */
export function useOverflows(ref: RefObject<HTMLElement | null>, count: number): boolean {
  const [overflows, setOverflows] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof ResizeObserver !== 'function') return;
    const measure = () => setOverflows(element.scrollWidth - element.clientWidth > 2);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, [ref, count]);
  return overflows;
}
