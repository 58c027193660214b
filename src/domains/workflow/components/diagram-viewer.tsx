// The diagram itself: bpmn-js's NavigatedViewer (pan and zoom, no editing), loaded only by ./process-diagram.tsx's
// lazy import, so bpmn-js is a chunk of its own that only the pages drawing a diagram download. A model saved without
// its drawing (the default leave process is plain BPMN) is laid out first by bpmn-auto-layout 1.1.1, the last release
// on bpmn-moddle 9 like bpmn-js 18.10 and the server's bpmn-engine.
import { layoutProcess } from 'bpmn-auto-layout';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import { useEffect, useRef, useState } from 'react';
import { diagramMarkers, needsLayout, withFlowRefs } from '../format';
import type { Diagram } from '../types';
import './diagram.css';

export interface DiagramViewerProps {
  diagram: Pick<Diagram, 'xml'> & Partial<Pick<Diagram, 'currentNodeIds' | 'doneNodeIds'>>;
  /** The import failed (an XML bpmn-js cannot draw): its message. */
  onError: (message: string) => void;
  label: string;
}

export default function DiagramViewer({ diagram, onError, label }: DiagramViewerProps) {
  const container = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  const { xml, currentNodeIds = [], doneNodeIds = [] } = diagram;

  useEffect(() => {
    const viewer = new NavigatedViewer({ container: container.current! });
    let live = true;
    setDrawn(false);
    (needsLayout(xml) ? layoutProcess(withFlowRefs(xml)) : Promise.resolve(xml))
      .then((drawable) => viewer.importXML(drawable))
      .then(() => {
        if (!live) return;
        const canvas = viewer.get<{ zoom: (to: string) => void; addMarker: (id: string, marker: string) => void }>('canvas');
        const registry = viewer.get<{ get: (id: string) => unknown }>('elementRegistry');
        canvas.zoom('fit-viewport');
        for (const [id, marker] of diagramMarkers({ currentNodeIds, doneNodeIds })) if (registry.get(id)) canvas.addMarker(id, marker);
        setDrawn(true);
      })
      .catch((error: unknown) => live && onError(error instanceof Error ? error.message : String(error)));
    return () => {
      live = false;
      viewer.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- drawn again when the diagram or its state changes
  }, [xml, currentNodeIds.join(), doneNodeIds.join()]);

  return <div ref={container} className="flow-diagram" role="img" aria-label={label} data-testid="flow-diagram" data-drawn={drawn || undefined} />;
}
