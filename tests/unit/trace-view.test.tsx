import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { moneyText, overLimit, quantityText, temperatureText, unitPriceText } from '../../src/domains/trace/components/format';
import { TraceView } from '../../src/domains/trace/components/trace-view';
import '../../src/domains/trace/i18n';
import type { Trace } from '../../src/domains/trace/types';

// 批次溯源's chain as drawn from what the trace call answers (the server's joins are tested in tests/api/trace.test.ts):
// the way up with the cold chain's readings over the limit marked, the certificates as links, and the way down with
// each issue's dishes and the samples kept — or a dish without one said so.

const TRACE: Trace = {
  batch: {
    id: '501',
    goodsCode: 'G0305',
    goodsName: '冻鸡翅',
    baseUnit: 'g',
    source: 1,
    canteenId: '31',
    canteenName: '第一小学学生食堂',
    supplierId: '7',
    supplierName: '鲜丰农产品配送有限公司',
    orderNo: 'CG20261127000009',
    receivedDate: '2026-11-27',
    productionDate: '2026-11-20',
    expiryDate: '2027-11-20',
    onHand: 3_500,
    unitPrice: 4_200,
    warehouseName: '冷冻库',
  },
  upstream: {
    supplier: {
      id: '7',
      name: '鲜丰农产品配送有限公司',
      creditCode: '91330100MA2KXXXX1',
      contactsName: '陈经理',
      mobile: '13800000001',
      licenseNo: 'JY13301000000001',
      licenseExpiry: '2026-12-10',
      licenseState: 'expiring',
    },
    award: { kind: 'award', no: 'ZB2026001', title: '2026 年秋季食材采购', unitPrice: 4_200, validFrom: '2026-09-01', validTo: '2027-01-31' },
    order: {
      id: '90',
      orderNo: 'CG20261127000009',
      deliveryDate: '2026-11-27',
      meal: 2,
      status: 6,
      emergency: false,
      emergencyReason: '',
      quantity: 6_000,
      unitPrice: 4_200,
      amount: 25_200,
      createTime: '2026-11-26 09:00:00',
      confirmTime: '2026-11-26 10:00:00',
    },
    delivery: {
      id: '91',
      status: 3,
      plate: '浙A·L2345',
      refrigerated: true,
      driverName: '周师傅',
      driverCertNo: 'JK-001',
      driverCertExpiry: '2027-03-01',
      departTime: '2026-11-27 06:00:00',
      arriveTime: '2026-11-27 07:10:00',
      limit: -90,
      readings: [
        { temp: -160, time: '2026-11-27 06:05:00' },
        { temp: -65, time: '2026-11-27 06:35:00' },
      ],
      alerts: [
        {
          firstTime: '2026-11-27 06:35:00',
          lastTime: '2026-11-27 06:40:00',
          warmest: -65,
          limit: -90,
          readings: 2,
          ackName: null,
          ackTime: null,
          ackNote: null,
        },
      ],
    },
    acceptance: {
      id: '92',
      receivedQty: 6_000,
      acceptedQty: 6_000,
      arrivalTemp: -150,
      productionDate: '2026-11-20',
      expiryDate: '2027-11-20',
      decision: 1,
      reason: '',
      receiver: '李食堂',
      witness: '王师傅',
      createTime: '2026-11-27 07:30:00',
      certificates: [{ kind: 3, fileId: '88', name: 'quarantine.pdf', link: '/api/rabbit-file/file/downloadFile?id=88&key=k' }],
      returned: null,
    },
  },
  downstream: {
    movements: [
      { id: '601', kind: 1, quantity: 6_000, meal: 0, purpose: '', reason: '', userName: '李食堂', time: '2026-11-27 07:30:00' },
      { id: '602', kind: 2, quantity: -2_500, meal: 2, purpose: '午餐', reason: '', userName: '李食堂', time: '2026-11-27 09:00:00' },
    ],
    dishes: [
      {
        id: '701',
        movementId: '602',
        recordDate: '2026-11-27',
        meal: 2,
        dish: '红烧鸡翅',
        cookName: '张厨师',
        servings: 200,
        coreTemp: 780,
        samples: [
          {
            id: '801',
            recordDate: '2026-11-27',
            meal: 2,
            weightG: 150,
            sealed: true,
            storageTemp: 40,
            keepHours: 48,
            samplerName: '张厨师',
            time: '2026-11-27 11:30:00',
          },
        ],
      },
      { id: '702', movementId: '602', recordDate: '2026-11-27', meal: 2, dish: '鸡翅炖土豆', cookName: '', servings: null, coreTemp: null, samples: [] },
    ],
    tests: [
      {
        id: '901',
        kind: 'rapidTest',
        recordDate: '2026-11-27',
        item: 'formaldehyde',
        value: null,
        threshold: null,
        result: 2,
        deviceName: '速测仪',
        testerName: '黄美玲',
        followUp: 'return',
        followUpNote: '',
      },
    ],
  },
};

describe('批次溯源’s chain', () => {
  it('draws the way up: supplier with its licence state, award, order, delivery with readings over the limit in red, certificates as links', () => {
    render(<TraceView trace={TRACE} />);
    const supplier = screen.getByTestId('trace-supplier');
    expect(within(supplier).getByText('鲜丰农产品配送有限公司')).toBeTruthy();
    expect(within(supplier).getByText('30 天内到期')).toBeTruthy();
    expect(within(screen.getByTestId('trace-award')).getByText('¥42.00/kg')).toBeTruthy();
    expect(within(screen.getByTestId('trace-order')).getByText('6 kg · ¥252.00')).toBeTruthy();
    const delivery = screen.getByTestId('trace-delivery');
    const warm = within(delivery).getByText('06:35 -6.5 °C');
    expect(warm.closest('.arco-tag')?.className).toContain('red');
    expect(within(delivery).getByText('06:05 -16.0 °C').closest('.arco-tag')?.className).not.toContain('red');
    expect(within(delivery).getByText(/冷链告警：2026-11-27 06:35:00 至 06:40:00 最高 -6.5 °C/)).toBeTruthy();
    const certificate = within(screen.getByTestId('trace-acceptance')).getByRole('link', { name: '动物检疫合格证明' });
    expect(certificate.getAttribute('href')).toBe('/api/rabbit-file/file/downloadFile?id=88&key=k');
  });

  it('draws the way down: each movement, the dishes of an issue with their samples, and a dish without a sample', () => {
    render(<TraceView trace={TRACE} />);
    const issue = screen.getByTestId('trace-movement-602');
    expect(within(issue).getByText('出库')).toBeTruthy();
    expect(within(issue).getByText('−2.5 kg')).toBeTruthy();
    expect(within(screen.getByTestId('trace-dish-701')).getByText(/2026-11-27 午餐 · 红烧鸡翅 · 厨师 张厨师 · 中心温度 78.0 °C · 200 份/)).toBeTruthy();
    expect(within(screen.getByTestId('trace-dish-701')).getByText(/留样 150 克，4.0 °C 冷藏 48 小时/)).toBeTruthy();
    expect(within(screen.getByTestId('trace-dish-702')).getByText('未留样')).toBeTruthy();
    expect(within(screen.getByTestId('trace-movement-601')).queryByTestId('trace-dish-701')).toBeNull();
    // its food test, failed, and what was done
    expect(within(screen.getByTestId('trace-tests')).getByText('不合格')).toBeTruthy();
    expect(within(screen.getByTestId('trace-tests')).getByText(/2026-11-27 · 快速检测 · 甲醛 · 黄美玲 · 退货/)).toBeTruthy();
  });

  it('says so when a batch has no purchase behind it (opening stock)', () => {
    render(<TraceView trace={{ ...TRACE, upstream: { supplier: null, award: null, order: null, delivery: null, acceptance: null } }} />);
    expect(screen.getByText('该批次为期初入库或盘盈，无采购来源')).toBeTruthy();
  });
});

describe('the trace’s numbers', () => {
  it('reads quantities, temperatures and money as people do', () => {
    expect(quantityText(2_500, 'g')).toBe('2.5 kg');
    expect(quantityText(1_250, 'ml')).toBe('1.25 L');
    expect(quantityText(30, '个')).toBe('30 个');
    expect(temperatureText(-160)).toBe('-16.0 °C');
    expect(temperatureText(null)).toBe('—');
    expect(moneyText(25_200)).toBe('¥252.00');
    expect(unitPriceText(650, 'g')).toBe('¥6.50/kg');
    expect(overLimit(-65, -90)).toBe(true);
    expect(overLimit(-90, -90)).toBe(false);
    expect(overLimit(300, null)).toBe(false);
  });
});
