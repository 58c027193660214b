// Every call of the ledgers (台账: 晨检, 加工记录, 留样, … and 今日台账), in one table: the organisation's backend may
// serve them elsewhere, and remapping a path is a change here only (docs/contract.md, docs/product-rules.md#ledgers).
const LEDGER = '/api/rabbit-ledger';

export const LEDGER_PATHS = {
  list: (code: string) => `${LEDGER}/${code}/list`,
  detail: (code: string) => `${LEDGER}/${code}/detail`,
  submit: (code: string) => `${LEDGER}/${code}/submit`,
  correct: (code: string) => `${LEDGER}/${code}/correct`,
  void: (code: string) => `${LEDGER}/${code}/void`,
  today: `${LEDGER}/today`,
  completeness: `${LEDGER}/completeness`,
  people: `${LEDGER}/options/people`,
  dishes: `${LEDGER}/options/dishes`,
  issues: `${LEDGER}/options/issues`,
  additiveKeepers: `${LEDGER}/additive/keepers`,
  saveAdditiveKeepers: `${LEDGER}/additive/keepers/save`,
  // 快速检测 / 农残检测: the batches on hand, the devices in use
  batches: `${LEDGER}/options/batches`,
  devices: `${LEDGER}/options/devices`,
} as const;
