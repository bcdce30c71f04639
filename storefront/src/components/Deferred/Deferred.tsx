import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../../app/use-hydrated';
import './Deferred.css';

export type DeferredProps = {
  /** Room kept while the content is not drawn yet, e.g. '40rem', close to its real height. */
  minHeight: string;
  /** How far from the screen drawing starts, as a CSS margin ('600px 0px': 600 px above or below it). */
  ahead?: string;
  children: ReactNode;
};

/**
 * Draws its children only once they come near the screen, so the first screen is not held up by sections
 * further down. Where the browser cannot tell (no IntersectionObserver), they are drawn as soon as it has started. They are drawn as a
 * transition, which React does in slices between which the browser answers taps and keys, rather than in one long
 * task.
 */
export function Deferred({ minHeight, ahead = '600px 0px', children }: DeferredProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setNear] = useState(false);
  // Not drawn at first wherever the page is drawn, the server included, so that the browser's first render matches it.
  const hydrated = useHydrated();
  const near = seen || (hydrated && typeof IntersectionObserver !== 'function');

  useEffect(() => {
    const element = ref.current;
    if (near || element === null) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) startTransition(() => setNear(true));
      },
      { rootMargin: ahead },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ahead]);

  if (near) return children;
  return <div ref={ref} className="deferred" style={{ minHeight }} aria-hidden="true" />;
}
