// SWR keys are arrays that start with their family's name. A family makes its keys and finds them all
// again (for `mutate`), so a module that refreshes another's data asks the family rather than comparing
// strings: `mutate(deptTreeKeys.matches)`.
export interface KeyFamily<Args extends readonly unknown[]> {
  name: string;
  key: (...args: Args) => readonly [string, ...Args];
  /** Whether an SWR key belongs to the family: pass it to `mutate` to refresh every key of the family. */
  matches: (key: unknown) => boolean;
}

export function keyFamily<Args extends readonly unknown[]>(name: string): KeyFamily<Args> {
  return {
    name,
    key: (...args) => [name, ...args] as const,
    matches: (key) => Array.isArray(key) && key[0] === name,
  };
}

/**
 * The statistics screens' figures, by screen, month and school. Defined here, below the walls and the
 * domains, because a domain whose entries feed the figures (食堂数据填报) refreshes them after a save.
 */
export const statisticsKeys = keyFamily<[screen: string, month: string, schoolId: string]>('statistics');
