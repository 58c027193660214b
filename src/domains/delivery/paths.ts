// Every call of the delivery domain (配送单, 配送跟踪, 车辆管理, 配送人员, 冷链温控), in one table
// (docs/contract.md#calls-by-module, the supply module): a supplier's delivery notes, vehicles, drivers and the
// cold-chain logger's readings, and the confirmed orders a note is built from.
const SUPPLY = '/api/rabbit-supply';

export const DELIVERY_PATHS = {
  list: `${SUPPLY}/delivery/list`,
  detail: `${SUPPLY}/delivery/detail`,
  submit: `${SUPPLY}/delivery/submit`,
  depart: `${SUPPLY}/delivery/depart`,
  arrive: `${SUPPLY}/delivery/arrive`,
  reading: `${SUPPLY}/delivery/reading`,
  alertList: `${SUPPLY}/delivery/alert/list`,
  alertAcknowledge: `${SUPPLY}/delivery/alert/acknowledge`,
  orders: `${SUPPLY}/order/list`,
  vehicleList: `${SUPPLY}/vehicle/list`,
  vehicleSubmit: `${SUPPLY}/vehicle/submit`,
  driverList: `${SUPPLY}/driver/list`,
  driverSubmit: `${SUPPLY}/driver/submit`,
} as const;
