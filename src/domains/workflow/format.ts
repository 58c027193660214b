// 办公审批's pure rules for the screens: the leave's days as the server counts them, the form's times, the colours of
// the statuses and the diagram's markers (docs/product-rules.md#workflow).
import dayjs from 'dayjs';
import type { Diagram, LeaveStatus, Outcome } from './types';

/** The times the form sends: local, to the minute (the server reads `YYYY-MM-DD HH:mm`). */
export const FORM_TIME = 'YYYY-MM-DD HH:mm';

/**
 * A leave's days as the server counts them: whole calendar days, end date − start date + 1; 0 while either end is
 * missing or the end is not after the start.
 */
export function leaveDays(start: string | undefined, end: string | undefined): number {
  if (!start || !end) return 0;
  const from = dayjs(start);
  const to = dayjs(end);
  if (!from.isValid() || !to.isValid() || !to.isAfter(from)) return 0;
  return to.startOf('day').diff(from.startOf('day'), 'day') + 1;
}

export const LEAVE_TYPES = [1, 2, 3, 4, 5] as const;
export const LEAVE_STATUS_COLOR: Record<LeaveStatus, string> = { 1: 'arcoblue', 2: 'green', 3: 'orange', 4: 'gray' };
export const OUTCOME_COLOR: Record<Exclude<Outcome, ''>, string> = { ok: 'green', reject: 'red', resubmit: 'arcoblue', close: 'gray' };

/** The diagram's markers: the current nodes lit, the path taken (activities and flows) marked, the current winning. */
export function diagramMarkers(diagram: Pick<Diagram, 'currentNodeIds' | 'doneNodeIds'>): [id: string, marker: 'flow-current' | 'flow-done'][] {
  const current = new Set(diagram.currentNodeIds);
  const done = [...new Set(diagram.doneNodeIds)].filter((id) => !current.has(id));
  return [...[...current].map((id) => [id, 'flow-current'] as [string, 'flow-current']), ...done.map((id) => [id, 'flow-done'] as [string, 'flow-done'])];
}

/** The file a .bpmn upload holds, as text (the model's XML). */
export const readText = (file: Blob): Promise<string> => file.text();

/** Whether a model's XML lacks its drawing (no BPMNDiagram with a shape): the viewer lays it out first. */
export const needsLayout = (xml: string): boolean => !/<(?:\w+:)?BPMNShape\b/.test(xml);

const BPMN = 'http://www.omg.org/spec/BPMN/20100524/MODEL';

/**
 * The XML with each node's `incoming` and `outgoing` flows written out, as bpmn-auto-layout follows them (a model
 * that names its flows only by their `sourceRef` and `targetRef` is otherwise laid out as one column). Refs already
 * there are kept.
 */
export function withFlowRefs(xml: string): string {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const all = [...doc.getElementsByTagNameNS(BPMN, '*')];
  const byId = new Map(all.map((element) => [element.getAttribute('id'), element]));
  const has = (node: Element, tag: string, id: string) =>
    [...node.getElementsByTagNameNS(BPMN, tag)].some((ref) => ref.parentNode === node && ref.textContent?.trim() === id);
  for (const flow of all.filter((element) => element.localName === 'sequenceFlow')) {
    const id = flow.getAttribute('id') ?? '';
    for (const [end, tag] of [
      ['sourceRef', 'outgoing'],
      ['targetRef', 'incoming'],
    ] as const) {
      const node = byId.get(flow.getAttribute(end));
      if (!node || has(node, tag, id)) continue;
      const ref = doc.createElementNS(BPMN, flow.prefix ? `${flow.prefix}:${tag}` : tag);
      ref.textContent = id;
      node.appendChild(ref);
    }
  }
  return new XMLSerializer().serializeToString(doc);
}
