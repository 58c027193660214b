// 溯源管理's SWR keys: a batch's trace and a supplier's profile, and the names of its CRUD lists.
import { keyFamily } from '../../lib/swr-keys';

const trace = keyFamily<['trace', id: string] | ['profile', id: string, period: Record<string, string>] | ['supplier-options']>('trace');

/** The CRUD lists' names (their keys are `crud` · name · query). */
export const TRACE_LISTS = { batches: 'trace-batches', issues: 'trace-issues', certificates: 'trace-certificates', suppliers: 'trace-suppliers' } as const;

export const traceKeys = {
  trace: (id: string) => trace.key('trace', id),
  profile: (id: string, period: Record<string, string>) => trace.key('profile', id, period),
  supplierOptions: () => trace.key('supplier-options'),
};
