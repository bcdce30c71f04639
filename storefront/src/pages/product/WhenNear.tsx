import { useEffect, useRef, useState, type ReactNode } from 'react';
import './WhenNear.css';

export type WhenNearProps = {
  children: ReactNode;
  /** How far below the screen the section starts to load, as a CSS margin. */
  margin?: string;
};

/**
 * Draws a section below the fold only once the visitor scrolls near it, so its requests and pictures do
 * not compete with the main picture on the first screen. Where the browser cannot tell, it draws at once.
 */
export function WhenNear({ children, margin = '400px' }: WhenNearProps) {
  const markerRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');

  useEffect(() => {
    const marker = markerRef.current;
    if (near || marker === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${margin} 0px` },
    );
    observer.observe(marker);
    return () => observer.disconnect();
  }, [near, margin]);

  return near ? children : <div ref={markerRef} className="when-near" aria-hidden="true" />;
}
