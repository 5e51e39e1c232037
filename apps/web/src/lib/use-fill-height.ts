import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The height that fills the window from an element's top down to `bottomGap` px above the
 * window's bottom (never below `min`): a list or a map that takes the rest of the screen.
 */
export const useFillHeight = (
  ref: RefObject<HTMLElement | null>,
  { bottomGap = 24, min = 320 }: { bottomGap?: number; min?: number } = {},
) => {
  const [height, setHeight] = useState(min);
  useLayoutEffect(() => {
    const measure = () => {
      const rect = ref.current?.getBoundingClientRect();
      const top = rect ? rect.top + window.scrollY : 0;
      const next = Math.max(min, Math.floor(window.innerHeight - top - bottomGap));
      setHeight((previous) => (previous === next ? previous : next));
    };
    measure();
    window.addEventListener('resize', measure);
    // The content above may wrap or load late (filters, alerts).
    const observer = new ResizeObserver(measure);
    if (ref.current?.parentElement) observer.observe(ref.current.parentElement);
    return () => {
      window.removeEventListener('resize', measure);
      observer.disconnect();
    };
  }, [ref, bottomGap, min]);
  return height;
};
