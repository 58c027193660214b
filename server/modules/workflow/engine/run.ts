// One step of an instance on bpmn-engine: start a definition, or resume a saved state, set the process variables,
// signal the waiting user task and run until the engine waits again or ends. Nothing is kept between calls: the caller
// saves `state` in the same transaction as the task rows (service.ts), and the next step resumes from it.
import { EventEmitter } from 'node:events';
import { Engine } from 'bpmn-engine';
import { SERVICES } from './expressions.ts';

/** No script runner: a condition with a language, or a script, fails the step instead of running (deploy refuses them). */
const NO_SCRIPTS = { register: () => undefined, getScript: () => undefined };

export type Variables = Record<string, string | number | boolean>;

export interface StepResult {
  state: unknown;
  /** The user tasks now waiting. */
  waiting: { nodeId: string; name: string }[];
  /** The activities and flows this step went through. */
  taken: string[];
  /** The end event reached, when the process completed. */
  ended: string | null;
}

interface Postponed {
  id: string;
  type: string;
  name?: string;
}

async function settle(engine: Engine, run: (listener: EventEmitter) => Promise<{ getPostponed(): Postponed[]; state?: string }>): Promise<StepResult> {
  const listener = new EventEmitter();
  const taken: string[] = [];
  let ended: string | null = null;
  let failure: Error | undefined;
  listener.on('activity.end', (api: { id: string; type: string }) => {
    taken.push(api.id);
    if (api.type === 'bpmn:EndEvent') ended = api.id;
  });
  listener.on('flow.take', (flow: { id: string }) => void taken.push(flow.id));
  engine.once('error', (error: Error) => (failure = error));
  const execution = await run(listener);
  if (failure) throw failure;
  const waiting = execution
    .getPostponed()
    .filter((activity) => activity.type === 'bpmn:UserTask')
    .map((activity) => ({ nodeId: activity.id, name: activity.name ?? activity.id }));
  return { state: await engine.getState(), waiting, taken, ended: waiting.length ? null : ended };
}

/** Starts a definition's process with its first variables and runs it to its first wait. */
export function startProcess(name: string, source: string, variables: Variables): Promise<StepResult> {
  const engine = new Engine({ name, source, services: { ...SERVICES }, scripts: NO_SCRIPTS } as never);
  return settle(engine, (listener) => engine.execute({ listener, variables } as never) as never);
}

/** Resumes a saved state, sets `variables` on the running process and completes the waiting user task `nodeId`. */
export function completeStep(name: string, state: unknown, nodeId: string, variables: Variables): Promise<StepResult> {
  const engine = new Engine({ name, services: { ...SERVICES }, scripts: NO_SCRIPTS } as never).recover(structuredClone(state), {
    services: { ...SERVICES },
    scripts: NO_SCRIPTS,
  } as never);
  return settle(engine, async (listener) => {
    const execution = await engine.resume({ listener } as never);
    for (const definition of execution.definitions)
      for (const process of definition.getRunningProcesses()) Object.assign(process.environment.variables, variables);
    if (!execution.getPostponed().some((activity) => activity.id === nodeId)) throw new Error(`task ${nodeId} is not waiting`);
    execution.signal({ id: nodeId });
    return execution as never;
  });
}
