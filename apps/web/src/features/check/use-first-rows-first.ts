import { useEffect, useState } from 'react';

const FIRST = 12;

/**
 * The rows to draw: on the first showing only a screenful, the rest just after it is
 * painted, so the readings appear at once instead of after every row of the page is laid
 * out (a row of /check carries tags and four labelled buttons: several ms each on a busy
 * office PC). Later answers (a refresh after an accept, another page) are drawn whole,
 * without a flicker. (Drawing the rest in several steps was tried: each step redraws the
 * table, and the whole page took longer.)
 */
export const useFirstRowsFirst = <T>(items: T[] | undefined): T[] => {
  const [whole, setWhole] = useState(false);
  const long = (items?.length ?? 0) > FIRST;
  useEffect(() => {
    if (whole || !long) return;
    // After the next paint: a frame callback runs just before it, a timeout set there after.
    let timer = 0;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => setWhole(true), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [whole, long]);
  if (!items) return [];
  return whole ? items : items.slice(0, FIRST);
};
