// Every call of the 溯源管理 domain (批次溯源, 溯源查询, 资质证照, 供应商档案), in one table: the organisation's backend
// may serve them elsewhere, and remapping a path is a change here only (docs/contract.md#calls-by-module, trace).
const TRACE = '/api/rabbit-trace';

export const TRACE_PATHS = {
  batches: `${TRACE}/batch/list`,
  trace: `${TRACE}/batch/trace`,
  issues: `${TRACE}/issue/list`,
  certificates: `${TRACE}/certificate/list`,
  certificateExport: `${TRACE}/certificate/export`,
  suppliers: `${TRACE}/supplier/list`,
  profile: `${TRACE}/supplier/profile`,
} as const;
