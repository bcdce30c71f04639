import { useEffect, type RefObject } from 'react';

/**
 * While `active`, a press (mouse, pen or touch) anywhere outside `ref` calls `onDismiss`, as does
 * scrolling the page when `onScroll` is set. `onDismiss` should keep its identity (useCallback).
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onDismiss: () => void,
  { onScroll = false }: { onScroll?: boolean } = {},
) {
  useEffect(() => {
    if (!active) return;
    const pressed = (event: Event) => {
      if (event.target instanceof Node && ref.current?.contains(event.target) !== true) onDismiss();
    };
    document.addEventListener('pointerdown', pressed);
    // only the page's own scroll reaches window: a list scrolling inside the popup does not
    if (onScroll) window.addEventListener('scroll', onDismiss, { passive: true });
    return () => {
      document.removeEventListener('pointerdown', pressed);
      window.removeEventListener('scroll', onDismiss);
    };
  }, [ref, active, onDismiss, onScroll]);
}
