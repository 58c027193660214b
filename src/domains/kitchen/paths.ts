// Every call of the kitchen domain (明厨亮灶告警), in one table (docs/contract.md#calls-by-module, the kitchen module):
// the kitchen cameras' alerts of the caller's canteens, the canteens a filter offers, and the canteen's acknowledgement.
const KITCHEN = '/api/rabbit-kitchen';

export const KITCHEN_PATHS = {
  alertList: `${KITCHEN}/alert/list`,
  alertCanteens: `${KITCHEN}/alert/canteens`,
  alertAck: `${KITCHEN}/alert/ack`,
} as const;
