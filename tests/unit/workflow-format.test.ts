// @vitest-environment jsdom
// 办公审批's pure rules for the screens (src/domains/workflow/format.ts): the days the form shows as the server counts
// them, the diagram's markers, and the flow refs a model needs before bpmn-auto-layout draws it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diagramMarkers, leaveDays, needsLayout, withFlowRefs } from '../../src/domains/workflow/format';

describe('leaveDays', () => {
  it('counts whole calendar days, end date − start date + 1, whatever the times', () => {
    expect(leaveDays('2031-01-01 08:00', '2031-01-05 17:00')).toBe(5);
    expect(leaveDays('2031-01-01 17:00', '2031-01-02 08:00')).toBe(2);
    expect(leaveDays('2031-01-01 08:00', '2031-01-01 12:00')).toBe(1);
    expect(leaveDays('2031-02-27', '2031-03-02')).toBe(4);
  });

  it('is 0 while an end is missing or the end is not after the start', () => {
    expect(leaveDays(undefined, '2031-01-05 17:00')).toBe(0);
    expect(leaveDays('2031-01-01 08:00', '')).toBe(0);
    expect(leaveDays('2031-01-05 08:00', '2031-01-05 08:00')).toBe(0);
    expect(leaveDays('2031-01-05 08:00', '2031-01-01 08:00')).toBe(0);
  });
});

describe('diagramMarkers', () => {
  it('lights the current nodes and marks the path taken, a current node never marked done', () => {
    expect(diagramMarkers({ currentNodeIds: ['bossTask'], doneNodeIds: ['start', 'toHr', 'hrTask', 'bossTask', 'hrTask'] })).toEqual([
      ['bossTask', 'flow-current'],
      ['start', 'flow-done'],
      ['toHr', 'flow-done'],
      ['hrTask', 'flow-done'],
    ]);
    expect(diagramMarkers({ currentNodeIds: [], doneNodeIds: [] })).toEqual([]);
  });
});

describe('the layout of a model saved without its drawing', () => {
  const leave = readFileSync(path.resolve(import.meta.dirname, '../../server/modules/workflow/processes/leave.bpmn'), 'utf8');

  it('is needed when the XML has no shapes', () => {
    expect(needsLayout(leave)).toBe(!leave.includes('BPMNShape'));
    expect(needsLayout('<bpmndi:BPMNDiagram><bpmndi:BPMNPlane><bpmndi:BPMNShape bpmnElement="a"/></bpmndi:BPMNPlane></bpmndi:BPMNDiagram>')).toBe(false);
  });

  it('writes each node’s incoming and outgoing flows out once', () => {
    const xml = `<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"><bpmn:process id="p">
      <bpmn:startEvent id="s"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
      <bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="t" /><bpmn:userTask id="t" />
      <bpmn:sequenceFlow id="f2" sourceRef="t" targetRef="e" /><bpmn:endEvent id="e" /></bpmn:process></bpmn:definitions>`;
    const doc = new DOMParser().parseFromString(withFlowRefs(xml), 'application/xml');
    const refs = (id: string, tag: string) =>
      [...doc.querySelector(`[id="${id}"]`)!.children].filter((child) => child.localName === tag).map((child) => child.textContent);
    expect(refs('s', 'outgoing')).toEqual(['f1']);
    expect(refs('t', 'incoming')).toEqual(['f1']);
    expect(refs('t', 'outgoing')).toEqual(['f2']);
    expect(refs('e', 'incoming')).toEqual(['f2']);
    expect(withFlowRefs(leave)).toContain('<bpmn:outgoing>toHr</bpmn:outgoing>');
  });
});
