// The purchase screens' arithmetic (src/domains/purchase/format.ts): quantities typed in kg / L / 个 and kept in the
// base unit, a line's amount rounded as the server rounds it, days to expiry and their warning, the actions each
// order state allows, the progress shown in the order's detail, a client-side page, and the issue's lines.
import { describe, expect, it } from 'vitest';
import {
  daysLeft,
  expiryLevel,
  formatQty,
  inExpiryFilter,
  fromDisplay,
  issueLines,
  lineAmount,
  orderActions,
  orderHistory,
  precisionOf,
  toDisplay,
} from '../../src/domains/purchase/format';
import { pageOf } from '../../src/components/crud/client-page';
import { acceptanceLine, toInspect } from '../../src/domains/purchase/components/acceptance-dialog';
import type { OrderDetail, OrderLine } from '../../src/domains/purchase/types';

const line = (extra: Partial<OrderLine> = {}): OrderLine => ({
  id: '11',
  lineNo: 1,
  goodsCode: 'G0305',
  goodsName: '鸡翅',
  baseUnit: 'g',
  storageClass: 3,
  unitPrice: 4200,
  quantity: 20_000,
  amount: 84_000,
  confirmedQty: 20_000,
  accepted: false,
  ...extra,
});
const order = (status: number, extra: Partial<OrderDetail> = {}): OrderDetail => ({
  id: '1',
  orderNo: 'CG1',
  canteenId: '2',
  canteenName: '第一小学学生食堂',
  supplierId: '3',
  supplierName: '鲜丰',
  deliveryDate: '2026-11-28',
  meal: 2,
  emergency: false,
  emergencyReason: '',
  status,
  totalAmount: 84_000,
  refuseReason: '',
  cancelReason: '',
  createTime: '2026-11-27 09:00:00',
  submitTime: null,
  confirmTime: null,
  endTime: null,
  version: 1,
  lines: [line()],
  deliveryId: null,
  ...extra,
});

describe('purchase quantities and amounts', () => {
  it('types kg, L and 个 and keeps g, ml and 个', () => {
    expect(fromDisplay(1.5, 'g')).toBe(1500);
    expect(fromDisplay(0.0004, 'g')).toBe(0);
    expect(fromDisplay(2.25, 'ml')).toBe(2250);
    expect(fromDisplay(3, '个')).toBe(3);
    expect(toDisplay(12_000, 'g')).toBe(12);
    expect(formatQty(1500, 'g')).toBe('1.5 kg');
    expect(formatQty(-250, 'g')).toBe('-0.25 kg');
    expect(formatQty(12, '个')).toBe('12 个');
    expect(formatQty(null, 'g')).toBe('—');
    expect([precisionOf('g'), precisionOf('ml'), precisionOf('个')]).toEqual([3, 3, 0]);
  });

  it('rounds a line amount half up to the fen as the server does', () => {
    expect(lineAmount(650, 10, 'g')).toBe(7); // 6.5 fen
    expect(lineAmount(650, 9, 'g')).toBe(6); // 5.85
    expect(lineAmount(4200, 20_000, 'g')).toBe(84_000);
    expect(lineAmount(300, 4, '个')).toBe(1200);
  });
});

describe('expiry', () => {
  it('counts the days left and warns within a week', () => {
    expect(daysLeft('2026-12-04', '2026-11-27')).toBe(7);
    expect(daysLeft('2026-11-26', '2026-11-27')).toBe(-1);
    expect(daysLeft(null, '2026-11-27')).toBeNull();
    expect(expiryLevel(-1)).toBe('expired');
    expect(expiryLevel(0)).toBe('near');
    expect(expiryLevel(3)).toBe('near');
    expect(expiryLevel(4)).toBe('fine');
    expect(expiryLevel(null)).toBe('none');
  });
});

describe('orders', () => {
  it('allows 下单 for a draft, cancelling before the confirmation, closing once inspected', () => {
    expect(orderActions(0)).toEqual({ send: true, cancel: true, close: false, inspect: false });
    expect(orderActions(1)).toEqual({ send: false, cancel: true, close: false, inspect: false });
    expect(orderActions(2).cancel).toBe(false);
    expect(orderActions(5)).toEqual({ send: false, cancel: false, close: false, inspect: true });
    expect(orderActions(6).close).toBe(true);
    expect(orderActions(7).close).toBe(true);
    expect(orderActions(8).close).toBe(false);
  });

  it('tells the progress from the order, its delivery and its inspections', () => {
    expect(orderHistory(order(0), undefined, []).map((step) => step.key)).toEqual(['created']);
    const sent = { submitTime: '2026-11-27 09:05:00', confirmTime: '2026-11-27 10:00:00' };
    expect(orderHistory(order(3, { refuseReason: '货源不足', ...sent }), undefined, [])).toEqual([
      { key: 'created', time: '2026-11-27 09:00:00' },
      { key: 'submitted', time: '2026-11-27 09:05:00' },
      { key: 'refused', detail: '货源不足', time: '2026-11-27 10:00:00' },
    ]);
    expect(orderHistory(order(9, { cancelReason: '改期' }), undefined, []).map((step) => step.key)).toEqual(['created', 'cancelled']);
    // cancelled after it was sent: both steps, each with its time
    expect(orderHistory(order(9, { cancelReason: '改期', submitTime: sent.submitTime, endTime: '2026-11-27 11:00:00' }), undefined, [])).toEqual([
      { key: 'created', time: '2026-11-27 09:00:00' },
      { key: 'submitted', time: '2026-11-27 09:05:00' },
      { key: 'cancelled', detail: '改期', time: '2026-11-27 11:00:00' },
    ]);
    const delivery = {
      id: '5',
      orderId: '1',
      status: 3,
      plate: '鄂A12345',
      refrigerated: true,
      driverName: '王师傅',
      departTime: '08:00',
      arriveTime: '09:00',
      readings: [],
    };
    const inspected = { receiver: '李食堂', witness: '王师傅', createTime: '2026-11-28 09:10:00' } as never;
    const steps = orderHistory(order(8, { ...sent, endTime: '2026-11-28 10:00:00' }), delivery, [inspected]);
    expect(steps.map((step) => step.key)).toEqual(['created', 'submitted', 'confirmed', 'departed', 'arrived', 'inspected', 'closed']);
    expect(steps.map((step) => step.time)).toEqual([
      '2026-11-27 09:00:00',
      '2026-11-27 09:05:00',
      '2026-11-27 10:00:00',
      '08:00',
      '09:00',
      '2026-11-28 09:10:00',
      '2026-11-28 10:00:00',
    ]);
    expect(steps[3]!.params).toEqual({ plate: '鄂A12345', driver: '王师傅' });
  });
});

describe('receiving inspection', () => {
  it('inspects only the confirmed lines not inspected yet', () => {
    expect(
      toInspect([line(), line({ id: '12', accepted: true }), line({ id: '13', confirmedQty: 0 }), line({ id: '14', confirmedQty: null })]).map((l) => l.id),
    ).toEqual(['11']);
  });

  it('sends quantities in the base unit, the chosen certificates on the one file, and the accepted quantity only when partly', () => {
    const typed = { receivedQty: 20, acceptedQty: 15, temperature: -16, productionDate: '2026-11-26', decision: 1, reason: ' ' };
    expect(acceptanceLine(line(), typed, { fileId: '9', kinds: [1, 3] })).toEqual({
      lineId: '11',
      receivedQty: 20_000,
      temperature: -16,
      productionDate: '2026-11-26',
      expiryDate: null,
      decision: 1,
      certificates: [
        { kind: 1, fileId: '9' },
        { kind: 3, fileId: '9' },
      ],
    });
    expect(acceptanceLine(line(), { ...typed, decision: 2, reason: '部分解冻' }, { kinds: [1] })).toMatchObject({
      acceptedQty: 15_000,
      reason: '部分解冻',
      certificates: [],
    });
  });
});

describe('lists and issues', () => {
  it('pages a whole list, the last page when asked past it', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(rows, { current: 3, size: 10 })).toEqual({ records: [20, 21, 22], total: 23, size: 10, current: 3, pages: 3 });
    expect(pageOf(rows, { current: 9, size: 10 }).current).toBe(3);
    expect(pageOf([], { current: 1, size: 10 })).toEqual({ records: [], total: 0, size: 10, current: 1, pages: 1 });
  });

  it('issues the edited allocations: zero lines out, a batch twice summed', () => {
    expect(
      issueLines([
        { batchId: 'a', quantity: 5_000 },
        { batchId: 'b', quantity: 0 },
        { batchId: 'a', quantity: 1_000 },
        { batchId: 'c', quantity: 2 },
      ]),
    ).toEqual([
      { batchId: 'a', quantity: 6_000 },
      { batchId: 'c', quantity: 2 },
    ]);
  });

  it('filters 库存查询 by one expiry level, or by `due` — near or expired, as the 临期批次 to-do counts', () => {
    expect(['expired', 'near', 'fine', 'none'].filter((level) => inExpiryFilter(level as 'near', 'due'))).toEqual(['expired', 'near']);
    expect(inExpiryFilter('fine', 'fine')).toBe(true);
    expect(inExpiryFilter('near', 'expired')).toBe(false);
    expect(inExpiryFilter('none', undefined)).toBe(true);
  });
});
