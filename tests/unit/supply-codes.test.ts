// @vitest-environment node
// The console's supply-chain codes are the server's: the client keeps its own copy (the bundle never imports server
// code), and this holds the two together, so a state added or renumbered on one side fails here, not on a screen.
import { describe, expect, it } from 'vitest';
import { NEAR_EXPIRY_DAYS } from '../../server/modules/supply/rules';
import * as server from '../../server/modules/supply/states';
import * as client from '../../src/domains/purchase/format';

describe('supply-chain codes', () => {
  it.each(['ORDER', 'DELIVERY', 'DECISION', 'STORAGE', 'MOVEMENT', 'BATCH_SOURCE', 'QUOTE', 'PLAN', 'PLAN_PERIOD'] as const)(
    '%s matches the server',
    (name) => {
      expect(client[name]).toEqual(server[name]);
    },
  );

  it('lists every order state once', () => {
    expect([...client.ORDER_STATUSES].sort((a, b) => a - b)).toEqual(Object.values(server.ORDER).sort((a, b) => a - b));
    expect(
      Object.keys(client.ORDER_COLOR)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Object.values(server.ORDER).sort((a, b) => a - b));
  });

  it('warns of the same batches near expiry as the server’s 临期批次 counts', () => {
    expect(client.NEAR_EXPIRY_DAYS).toBe(NEAR_EXPIRY_DAYS);
  });
});
