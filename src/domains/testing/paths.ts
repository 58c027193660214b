// Every call of the testing domain (检测设备, 检测报告), in one table: the organisation's backend may serve them
// elsewhere, and remapping a path is a change here only (docs/contract.md, docs/product-rules.md#食品检测). 快速检测 and
// 农残检测 are ledgers of the engine, drawn by the ledgers domain.
const LEDGER = '/api/rabbit-ledger';

export const TESTING_PATHS = {
  deviceList: `${LEDGER}/device/list`,
  deviceSubmit: `${LEDGER}/device/submit`,
  deviceState: `${LEDGER}/device/state`,
  reportList: `${LEDGER}/report/list`,
  reportDetail: `${LEDGER}/report/detail`,
  reportSubmit: `${LEDGER}/report/submit`,
  batches: `${LEDGER}/options/batches`,
  suppliers: `${LEDGER}/options/suppliers`,
} as const;
