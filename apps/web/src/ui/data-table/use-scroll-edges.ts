import { useEffect, useState } from 'react';

export interface ScrollEdges {
  /** Content is hidden before the inline start (the user has scrolled sideways). */
  start: boolean;
  /** Content is hidden past the inline end: the table scrolls and there is more to see. */
  end: boolean;
}

const noEdges: ScrollEdges = { start: false, end: false };

/**
 * Which sides of a sideways-scrolling element hide content, so the table can draw a shadow at
 * the cut edge (STYLE.md Screens: nothing is cut off without a sign). Right to left,
 * browsers count `scrollLeft` from 0 down to negative numbers, hence the absolute value.
 */
export function useScrollEdges() {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [edges, setEdges] = useState<ScrollEdges>(noEdges);

  useEffect(() => {
    if (!element) return;
    const update = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      const scrolled = Math.abs(element.scrollLeft);
      const next = { start: scrolled > 1, end: hidden - scrolled > 1 };
      setEdges((previous) => (previous.start === next.start && previous.end === next.end ? previous : next));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    // The table inside grows with its rows while the scroller keeps its width.
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [element]);

  return { ref: setElement, element, edges };
}
