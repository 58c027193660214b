// bpmn-auto-layout ships no types: its one call, as components/diagram-viewer.tsx uses it.
declare module 'bpmn-auto-layout' {
  /** The XML with the diagram's shapes and edges laid out (DI), for a model saved without them. */
  export function layoutProcess(xml: string): Promise<string>;
}
