import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { DESIGN, fitContain } from './fit';

/** Fills its parent and shows the design canvas scaled to fit inside it; children get the scale. */
export function ScaleFrame({ children }: { children: (scale: number) => ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setBox({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const fit = fitContain(box.width, box.height);
  return (
    <div className="bs-frame" ref={ref} data-testid="bs-frame">
      {fit.scale > 0 ? (
        <div
          className="bs-canvas"
          data-testid="bs-canvas"
          data-scale={fit.scale.toFixed(4)}
          style={{ width: DESIGN.width, height: DESIGN.height, transform: `translate(${fit.left}px, ${fit.top}px) scale(${fit.scale})` }}
        >
          {children(fit.scale)}
        </div>
      ) : null}
    </div>
  );
}
