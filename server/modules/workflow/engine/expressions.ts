// The only expressions a process may hold: one call of a whitelisted service over process variables and constants,
// `${environment.services.gt(environment.variables.days, 3)}`. The engine resolves them with its own expression
// parser (bpmn-elements' property paths and calls, no eval); deploy refuses every other form (validate.ts).

/** The gateway conditions' services, handed to the engine on every start and resume. */
export const SERVICES = {
  gt: (left: unknown, right: unknown) => Number(left) > Number(right),
  gte: (left: unknown, right: unknown) => Number(left) >= Number(right),
  eq: (left: unknown, right: unknown) => left === right,
  in: (value: unknown, ...allowed: unknown[]) => allowed.includes(value),
} as const;

const ARGUMENT = String.raw`(?:environment\.variables\.[A-Za-z_][A-Za-z0-9_]*|-?\d+(?:\.\d+)?|true|false|'[^'$\\{}()]*'|"[^"$\\{}()]*")`;
const CALL = new RegExp(String.raw`^\$\{environment\.services\.(?:${Object.keys(SERVICES).join('|')})\(\s*${ARGUMENT}(?:\s*,\s*${ARGUMENT})*\s*\)\}$`);

/** Whether a condition's body is one whitelisted call. */
export const isAllowedCondition = (body: string): boolean => CALL.test(body.trim());
