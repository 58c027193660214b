// The safety items of 待办提醒 (server/platform/todo/registry.ts), counted as the hazard list filtered the same way:
// the school's side's hazards to rectify, the inspecting unit's rectifications to confirm, and the overdue hazards — a
// warning for the school and the supervisors.
import { SAFETY_INSPECTORS, SAFETY_RECTIFIERS, SAFETY_WARNED } from '../../platform/access/policy.ts';
import type { TodoDefinition } from '../../platform/todo/registry.ts';
import { countHazards, HAZARD_STATUS, readScope, type HazardFilter } from './scope.ts';

export const RECTIFY_PATH = '/anquan/rectify/index';

const counted =
  (filter: HazardFilter): TodoDefinition['count'] =>
  async (db, claims) =>
    countHazards(db, await readScope(db, claims), filter);

export const safetyTodo: TodoDefinition[] = [
  {
    key: 'safety.rectify',
    roles: SAFETY_RECTIFIERS,
    path: RECTIFY_PATH,
    query: { status: String(HAZARD_STATUS.open) },
    count: counted({ status: HAZARD_STATUS.open }),
  },
  {
    key: 'safety.confirm',
    roles: SAFETY_INSPECTORS,
    path: RECTIFY_PATH,
    query: { status: String(HAZARD_STATUS.rectified), mine: '1' },
    count: counted({ status: HAZARD_STATUS.rectified, mine: true }),
  },
  {
    key: 'safety.overdue',
    roles: SAFETY_WARNED,
    path: RECTIFY_PATH,
    query: { overdue: '1' },
    count: counted({ overdue: true }),
  },
];
