// The workflow's deploy check and expression whitelist (server/modules/workflow/engine): pure, no server. What the
// API test proves through model/submit is here element by element, with the engine run over the shipped leave file.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isAllowedCondition } from '../../server/modules/workflow/engine/expressions.ts';
import { completeStep, startProcess } from '../../server/modules/workflow/engine/run.ts';
import { checkModel } from '../../server/modules/workflow/engine/validate.ts';

const LEAVE = readFileSync(new URL('../../server/modules/workflow/processes/leave.bpmn', import.meta.url), 'utf8');

describe('the condition whitelist', () => {
  it('admits one call of gt, gte, eq or in over variables and constants', () => {
    for (const body of [
      '${environment.services.gt(environment.variables.days, 3)}',
      '${environment.services.gte(environment.variables.days,3.5)}',
      '${environment.services.eq(environment.variables.pass, true)}',
      "${environment.services.in(environment.variables.kind, 'a', 'b')}",
    ])
      expect(isAllowedCondition(body), body).toBe(true);
  });
  it('refuses everything else', () => {
    for (const body of [
      '${environment.variables.days > 3}',
      '${environment.services.exec(environment.variables.days)}',
      '${environment.services.gt(environment.variables.days, 3)} || true',
      '${environment.services.gt(environment.services.gt(1, 2), 3)}',
      "${environment.services.eq(environment.variables.x, '${1}')}",
      'next(null, true)',
      '',
    ])
      expect(isAllowedCondition(body), body).toBe(false);
  });
});

describe('the deploy check', () => {
  it('reads the leave process’s user tasks', async () => {
    expect((await checkModel(LEAVE)).userTasks.map((task) => task.id)).toEqual(['hrTask', 'bossTask', 'managerTask', 'adjustTask']);
  });
  it('names the element it refuses', async () => {
    const service = LEAVE.replace('<bpmn:userTask id="bossTask" name="校长审批" />', '<bpmn:serviceTask id="bossTask" name="校长审批" />');
    await expect(checkModel(service)).rejects.toThrow('流程模型包含不允许的元素：bossTask（ServiceTask）');
    const signal = LEAVE.replace('<bpmn:endEvent id="closed" name="已关闭" />', '<bpmn:endEvent id="closed"><bpmn:signalEventDefinition /></bpmn:endEvent>');
    await expect(checkModel(signal)).rejects.toThrow('流程模型包含不允许的元素：closed（SignalEventDefinition）');
    await expect(checkModel('<?xml version="1.0"?><definitions/>')).rejects.toThrow('流程模型不是有效的 BPMN 2.0');
  });
});

describe('the engine over saved state', () => {
  it('runs the leave process step by step from JSON alone', async () => {
    let step = await startProcess('leave', LEAVE, { days: 5, taskUser: '1', pass: false });
    expect(step.waiting.map((task) => task.nodeId)).toEqual(['hrTask']);
    const path: string[] = [];
    for (const [node, pass] of [
      ['hrTask', true],
      ['bossTask', false],
      ['adjustTask', false],
    ] as const) {
      step = await completeStep('leave', JSON.parse(JSON.stringify(step.state)), node, { days: 5, pass });
      path.push(...step.waiting.map((task) => task.nodeId));
    }
    expect(path).toEqual(['bossTask', 'adjustTask']);
    expect(step.ended).toBe('closed');
  });
});
