import { createContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { DESIGN, fitContain, type Design } from './fit';

/** The design canvas the screen inside is laid out on (the wall's 1920×1080, or a console tab's smaller one). */
export const DesignContext = createContext<Design>(DESIGN);

/** Fills its parent and shows the design canvas scaled to fit inside it; children get the scale. */
export function ScaleFrame({ children, design = DESIGN }: { children: (scale: number) => ReactNode; design?: Design }) {
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
  const fit = fitContain(box.width, box.height, design);
  return (
    <div className="bs-frame" ref={ref} data-testid="bs-frame">
      {fit.scale > 0 ? (
        <div
          className="bs-canvas"
          data-testid="bs-canvas"
          data-scale={fit.scale.toFixed(4)}
          style={{ width: design.width, height: design.height, transform: `translate(${fit.left}px, ${fit.top}px) scale(${fit.scale})` }}
        >
          <DesignContext.Provider value={design}>{children(fit.scale)}</DesignContext.Provider>
        </div>
      ) : null}
    </div>
  );
}
