// bpmn-moddle ships no types: the little of it the deploy check reads.
declare module 'bpmn-moddle' {
  export interface ModdleElement {
    $type: string;
    id?: string;
    [property: string]: unknown;
  }
  export interface ParseResult {
    rootElement: ModdleElement;
    warnings: { message: string }[];
  }
  export default class BpmnModdle {
    fromXML(xml: string): Promise<ParseResult>;
  }
}
