import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the playlist stays paused after the last interaction before it goes on by itself. */
export const RESUME_AFTER_MS = 60_000;

/**
 * Rotation through `count` screens every `dwellMs` (Grafana's playlist): any pointer, wheel or key
 * interaction pauses it (and it resumes after a minute of quiet, so a wall touched once does not stop
 * for good); ←/→ (and PageUp/PageDown) go back and forth, Space pauses and resumes until Space again.
 * One dwell timer and one quiet timer at most.
 */
export function usePlaylist(count: number, dwellMs: number) {
  const [index, setIndex] = useState(0);
  // 'held': paused by Space or the pause button, until resumed the same way.
  const [pause, setPause] = useState<'no' | 'interaction' | 'held'>('no');
  const quiet = useRef<ReturnType<typeof setTimeout>>(undefined);

  const go = useCallback((step: number) => setIndex((current) => (count ? (current + step + count) % count : 0)), [count]);
  const toggle = useCallback(() => {
    clearTimeout(quiet.current);
    setPause((current) => (current === 'no' ? 'held' : 'no'));
  }, []);

  useEffect(() => {
    if (pause !== 'no' || count < 2) return;
    const timer = setTimeout(() => go(1), dwellMs);
    return () => clearTimeout(timer);
  }, [index, pause, count, dwellMs, go]);

  useEffect(() => {
    const interact = () => {
      setPause((current) => (current === 'held' ? current : 'interaction'));
      clearTimeout(quiet.current);
      quiet.current = setTimeout(() => setPause((current) => (current === 'interaction' ? 'no' : current)), RESUME_AFTER_MS);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight' || event.key === 'PageDown') go(1);
      else if (event.key === 'ArrowLeft' || event.key === 'PageUp') go(-1);
      else if (event.key === ' ') {
        event.preventDefault();
        toggle();
      } else if (event.key !== 'Escape') interact();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', interact);
    window.addEventListener('wheel', interact, { passive: true });
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', interact);
      window.removeEventListener('wheel', interact);
    };
  }, [go, toggle]);

  useEffect(() => () => clearTimeout(quiet.current), []);

  return { index: count ? index % count : 0, paused: pause !== 'no', next: () => go(1), previous: () => go(-1), toggle };
}
