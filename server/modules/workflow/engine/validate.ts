// The deploy check: a model is parsed with bpmn-moddle (the engine's own version) and refused, naming the element,
// when it holds anything the engine is not allowed to run here — scripts, services, timers and every other event
// definition, script conditions and expressions outside the whitelist (expressions.ts).
import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';
import { badRequest } from '../../../platform/http/envelope.ts';
import { isAllowedCondition } from './expressions.ts';

/** What a process may be made of; the diagram's shapes, edges and their parts are drawing, never run. */
const ALLOWED = new Set([
  'bpmn:Definitions',
  'bpmn:Process',
  'bpmn:StartEvent',
  'bpmn:EndEvent',
  'bpmn:UserTask',
  'bpmn:ExclusiveGateway',
  'bpmn:SequenceFlow',
  'bpmn:FormalExpression',
  'bpmn:TextAnnotation',
  'bpmn:Association',
  'bpmn:Documentation',
]);
const DRAWING = /^(bpmndi|dc|di):/;

export interface CheckedModel {
  processId: string;
  processName: string;
  /** The user tasks, in the file's order: the nodes a node rule may be set on. */
  userTasks: { id: string; name: string }[];
}

const children = (element: ModdleElement): ModdleElement[] =>
  Object.entries(element)
    .filter(([key]) => !key.startsWith('$') && key !== 'sourceRef' && key !== 'targetRef' && key !== 'default' && key !== 'incoming' && key !== 'outgoing')
    .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is ModdleElement => typeof value === 'object' && value !== null && typeof (value as ModdleElement).$type === 'string');

const named = (element: ModdleElement, fallback = '') => `${element.id ?? fallback}（${element.$type.replace(/^bpmn:/, '')}）`;

/** Parses and checks a model; throws the 400 of the first thing refused. */
export async function checkModel(xml: string): Promise<CheckedModel> {
  let parsed;
  try {
    parsed = await new BpmnModdle().fromXML(xml);
  } catch (error) {
    throw badRequest(`流程模型不是有效的 BPMN 2.0：${(error as Error).message.split('\n')[0]}`);
  }
  const warning = parsed.warnings[0];
  if (warning) throw badRequest(`流程模型不是有效的 BPMN 2.0：${warning.message.split('\n')[0]}`);
  const root = parsed.rootElement;
  if (root.$type !== 'bpmn:Definitions') throw badRequest('流程模型不是有效的 BPMN 2.0：根元素不是 definitions');
  const userTasks: { id: string; name: string }[] = [];
  const visit = (element: ModdleElement, owner: ModdleElement) => {
    if (DRAWING.test(element.$type)) return;
    if (!ALLOWED.has(element.$type)) throw badRequest(`流程模型包含不允许的元素：${named(element, owner.id)}`);
    if (element.$type === 'bpmn:UserTask') userTasks.push({ id: element.id ?? '', name: String(element.name ?? element.id ?? '') });
    if (element.$type === 'bpmn:SequenceFlow' && element.conditionExpression) {
      const condition = element.conditionExpression as ModdleElement;
      if (condition.language || !isAllowedCondition(String(condition.body ?? '')))
        throw badRequest(`条件表达式不允许：${element.id ?? ''}（仅支持 gt、gte、eq、in）`);
    }
    for (const child of children(element)) visit(child, element);
  };
  visit(root, root);
  const processes = ((root.rootElements as ModdleElement[] | undefined) ?? []).filter((element) => element.$type === 'bpmn:Process');
  const process = processes.find((candidate) => candidate.isExecutable !== false);
  if (!process || processes.length !== 1) throw badRequest('流程模型没有可执行的流程');
  const flowElements = (process.flowElements as ModdleElement[] | undefined) ?? [];
  if (!flowElements.some((element) => element.$type === 'bpmn:StartEvent')) throw badRequest('流程模型没有可执行的流程');
  return { processId: process.id ?? '', processName: String(process.name ?? process.id ?? ''), userTasks };
}
