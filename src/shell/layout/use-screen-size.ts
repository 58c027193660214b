import { useSyncExternalStore } from 'react';
import { screenSize } from './screen-size';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The screen size of docs/product-rules.md#screen-size (3/2/1/0), following the window. */
export function useScreenSize(): 0 | 1 | 2 | 3 {
  return useSyncExternalStore(subscribe, () => screenSize(window.innerWidth));
}
