// The supplier's 销售管理 and 配送管理 pages drawn with their calls stubbed: the rows, a partial confirmation checked
// before it is sent (and what is sent), a refusal needing its reason, the cold-chain readings above the limit marked,
// the health certificates warned, and each page's empty and failed states.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { i18n } from '../../src/lib/i18n';
import { session } from '../../src/session';
import { USER_TYPE } from '../../src/session/access';

// jsdom has no canvas: the chart stands as its named image (ECharts itself draws in the browser suites)
vi.mock('../../src/components/chart', () => ({
  Chart: ({ label, testId }: { label: string; testId?: string }) => <div role="img" aria-label={label} data-testid={testId} />,
}));
vi.mock('../../src/lib/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const sales = vi.hoisted(() => ({
  fetchOrders: vi.fn(),
  fetchOrder: vi.fn(),
  confirmOrder: vi.fn(),
  refuseOrder: vi.fn(),
  fetchReturns: vi.fn(),
  confirmReturn: vi.fn(),
  fetchCustomers: vi.fn(),
  fetchStatistics: vi.fn(),
}));
vi.mock('../../src/domains/sales/api', () => sales);

const delivery = vi.hoisted(() => ({
  fetchAllDeliveries: vi.fn(),
  fetchDeliveries: vi.fn(),
  fetchDelivery: vi.fn(),
  createDelivery: vi.fn(),
  moveDelivery: vi.fn(),
  addReading: vi.fn(),
  fetchConfirmedOrders: vi.fn(),
  fetchVehicles: vi.fn(),
  saveVehicle: vi.fn(),
  fetchDrivers: vi.fn(),
  saveDriver: vi.fn(),
  fetchAlerts: vi.fn(),
  fetchAlertPage: vi.fn(),
  acknowledgeAlert: vi.fn(),
}));
vi.mock('../../src/domains/delivery/api', () => delivery);

const { SalesOrderPage } = await import('../../src/domains/sales/pages/order-page');
const { SalesStatisticsPage } = await import('../../src/domains/sales/pages/statistics-page');
const { SalesCustomerPage } = await import('../../src/domains/sales/pages/customer-page');
const { ColdChainPage } = await import('../../src/domains/delivery/pages/cold-chain-page');
const { DriverPage } = await import('../../src/domains/delivery/pages/driver-page');

const draw = (node: ReactNode) =>
  render(
    <MemoryRouter>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{node}</SWRConfig>
    </MemoryRouter>,
  );
const page = <Row,>(records: Row[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

const ORDER = {
  id: '1',
  orderNo: 'CG20261127000001',
  canteenId: '9',
  canteenName: '第一小学学生食堂',
  supplierId: '5',
  supplierName: '鲜丰',
  deliveryDate: '2026-11-28',
  meal: 2,
  emergency: false,
  emergencyReason: '',
  status: 1,
  totalAmount: 42_651,
  refuseReason: '',
  cancelReason: '',
  createTime: '2026-11-27 09:00:00',
  submitTime: '2026-11-27 09:00:00',
  confirmTime: null,
  endTime: null,
  version: 1,
};
const LINES = [
  {
    id: 'l1',
    lineNo: 1,
    goodsCode: 'G0305',
    goodsName: '鸡翅',
    baseUnit: 'g',
    storageClass: 3,
    unitPrice: 4200,
    quantity: 10_000,
    amount: 42_000,
    confirmedQty: null,
    accepted: false,
  },
  {
    id: 'l2',
    lineNo: 2,
    goodsCode: 'G0101',
    goodsName: '大米',
    baseUnit: 'g',
    storageClass: 1,
    unitPrice: 650,
    quantity: 1_001,
    amount: 651,
    confirmedQty: null,
    accepted: false,
  },
];

beforeAll(async () => {
  await i18n.changeLanguage('zh-CN');
});
afterEach(() => {
  session.permission = {};
  vi.clearAllMocks();
});

describe('销售订单', () => {
  it('lists the orders; a partial confirmation above the order is stopped here, a valid one sends each line’s quantity', async () => {
    session.permission = { sales_order_confirm: true };
    sales.fetchOrders.mockResolvedValue(page([ORDER]));
    sales.fetchOrder.mockResolvedValue({ ...ORDER, lines: LINES, deliveryId: null });
    sales.confirmOrder.mockResolvedValue({ ...ORDER, status: 2, lines: LINES, deliveryId: null });
    draw(<SalesOrderPage />);
    expect(await screen.findByText('CG20261127000001')).toBeInTheDocument();
    expect(screen.getByText('待确认')).toBeInTheDocument();
    expect(screen.getByText('426.51')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('sales-order-confirm-1'));
    const dialog = await screen.findByTestId('sales-confirm-dialog');
    fireEvent.click(within(dialog).getByText('部分确认（按明细填写可供数量）'));
    const wings = await within(dialog).findByTestId('sales-confirm-qty-l1');
    fireEvent.change(wings.querySelector('input') ?? wings, { target: { value: '10.5' } });
    expect(await within(dialog).findByText('确认数量不能超过订购数量')).toBeInTheDocument();
    fireEvent.change(wings.querySelector('input') ?? wings, { target: { value: '6' } });
    // 6 kg × 42.00 + 1.001 kg × 6.50 (650.65 → 651 fen)
    expect(await within(dialog).findByText('确认金额：258.51 元')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('sales-confirm-ok'));
    await waitFor(() =>
      expect(sales.confirmOrder).toHaveBeenCalledWith('1', [
        { lineId: 'l1', quantity: 6_000 },
        { lineId: 'l2', quantity: 1_001 },
      ]),
    );
  });

  it('offers no confirmation without the button, and says when nothing is there', async () => {
    sales.fetchOrders.mockResolvedValue(page([ORDER]));
    draw(<SalesOrderPage />);
    expect(await screen.findByText('CG20261127000001')).toBeInTheDocument();
    expect(screen.queryByTestId('sales-order-confirm-1')).toBeNull();
  });

  it('shows the empty list', async () => {
    sales.fetchOrders.mockResolvedValue(page([]));
    draw(<SalesOrderPage />);
    expect(await screen.findByText('暂无销售订单')).toBeInTheDocument();
  });
});

describe('销售统计 and 客户管理', () => {
  it('shows the sales in yuan with each row’s share, and a failure with 重试', async () => {
    sales.fetchStatistics.mockResolvedValue({
      by: 'month',
      orders: 3,
      amount: 30_000,
      rows: [
        { key: '2026-10', label: '2026-10', orders: 1, amount: 10_000 },
        { key: '2026-11', label: '2026-11', orders: 2, amount: 20_000 },
      ],
    });
    draw(<SalesStatisticsPage />);
    expect(await screen.findByText('合计：3 单，300.00 元')).toBeInTheDocument();
    expect(screen.getByText('33.3%')).toBeInTheDocument();
    expect(screen.getByText('200.00')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '按月份的销售额与订单数' })).toBeInTheDocument();
  });

  it('says when the statistics failed', async () => {
    sales.fetchStatistics.mockRejectedValue(new Error('boom'));
    draw(<SalesStatisticsPage />);
    expect(await screen.findByText('销售统计加载失败')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('lists the bound schools with their orders', async () => {
    sales.fetchCustomers.mockResolvedValue(
      page([
        {
          id: '7-0',
          deptId: '7',
          deptName: '第一小学',
          parentName: '教育局',
          contactName: '王老师',
          contactPhone: '138',
          category: '肉禽',
          validFrom: null,
          validTo: null,
          orderCount: 4,
          amount: 12_345,
          lastOrderDate: '2026-11-28',
        },
      ]),
    );
    draw(<SalesCustomerPage />);
    expect(await screen.findByText('第一小学')).toBeInTheDocument();
    expect(screen.getByText('123.45')).toBeInTheDocument();
    expect(screen.getByText('长期')).toBeInTheDocument();
  });
});

describe('冷链温控 and 配送人员', () => {
  it('marks the readings above the goods’ limit', async () => {
    const row = {
      id: 'd1',
      orderId: '1',
      orderNo: 'CG1',
      canteenName: '第一小学学生食堂',
      deliveryDate: '2026-11-28',
      status: 3,
      plate: '浙A·1',
      refrigerated: true,
      driverName: '周师傅',
      createTime: '2026-11-27 06:00:00',
      departTime: '2026-11-27 07:00:00',
      arriveTime: '2026-11-27 08:00:00',
      limit: -9,
      readingCount: 2,
      outOfRange: 1,
      latestTemperature: -5.5,
      latestReadTime: '2026-11-27 07:30:00',
      alerts: 1,
      openAlerts: 1,
    };
    delivery.fetchDeliveries.mockResolvedValue(page([row]));
    delivery.fetchDelivery.mockResolvedValue({
      ...row,
      readings: [
        { temperature: -18, readTime: '2026-11-27 07:10:00' },
        { temperature: -5.5, readTime: '2026-11-27 07:30:00' },
      ],
    });
    draw(<ColdChainPage />);
    expect(await screen.findByText('≤ -9 °C')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('cold-chain-readings-d1'));
    const readings = await screen.findByTestId('delivery-readings');
    await waitFor(() => expect(within(readings).getByText('超温')).toBeInTheDocument());
    expect(within(readings).getAllByText('超温')).toHaveLength(1);
    // arrived: no reading is entered any more
    expect(within(readings).queryByTestId('delivery-reading-input')).toBeNull();
  });

  it('opens on the open cold-chain alerts from the to-do’s link, and acknowledges one only with a note', async () => {
    const alert = {
      id: 'a1',
      deliveryId: 'd1',
      orderId: '1',
      orderNo: 'CG1',
      canteenName: '第一小学学生食堂',
      plate: '浙A·1',
      deliveryStatus: 2,
      limit: -9,
      warmest: -5,
      readings: 2,
      firstTime: '2026-11-27 07:15:00',
      lastTime: '2026-11-27 07:20:00',
      acknowledged: false,
      ackName: null,
      ackTime: null,
      ackNote: null,
    };
    delivery.fetchDeliveries.mockResolvedValue(page([]));
    delivery.fetchAlertPage.mockResolvedValue(page([alert]));
    delivery.acknowledgeAlert.mockResolvedValue({ ...alert, acknowledged: true, ackName: '鲜丰', ackNote: '已调整制冷' });
    const signedInAs = session.userInfo;
    onTestFinished(() => void Object.assign(session, { userInfo: signedInAs }));
    Object.assign(session, { userInfo: { ...session.userInfo, userType: USER_TYPE.supplier } });
    render(
      <MemoryRouter initialEntries={['/peisong/coldChain/index?acknowledged=false']}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
          <ColdChainPage />
        </SWRConfig>
      </MemoryRouter>,
    );
    expect(await screen.findByText('2026-11-27 07:15:00 – 07:20:00')).toBeInTheDocument();
    expect(delivery.fetchAlertPage).toHaveBeenCalledWith(expect.objectContaining({ acknowledged: 'false' }));
    fireEvent.click(screen.getByTestId('cold-chain-acknowledge-a1'));
    const dialog = await screen.findByTestId('cold-chain-acknowledge-dialog');
    fireEvent.click(within(document.body).getByTestId('cold-chain-acknowledge-ok'));
    expect(await within(dialog).findByText('请填写处理说明')).toBeInTheDocument();
    expect(delivery.acknowledgeAlert).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByTestId('cold-chain-acknowledge-note'), { target: { value: ' 已调整制冷 ' } });
    fireEvent.click(within(document.body).getByTestId('cold-chain-acknowledge-ok'));
    await waitFor(() => expect(delivery.acknowledgeAlert).toHaveBeenCalledWith('a1', '已调整制冷'));
  });

  it('warns of the health certificates lapsed or lapsing within 30 days', async () => {
    const drivers = [
      { id: '1', name: '周师傅', phone: '', healthCertNo: 'A', healthCertExpiry: '2000-01-01' },
      { id: '2', name: '李师傅', phone: '', healthCertNo: 'B', healthCertExpiry: '2999-01-01' },
    ];
    delivery.fetchDrivers.mockResolvedValue(drivers);
    draw(<DriverPage />);
    expect(await screen.findByTestId('driver-warning')).toHaveTextContent('1 名配送人员');
    expect(await screen.findByText('已过期')).toBeInTheDocument();
    expect(screen.getByText('有效')).toBeInTheDocument();
  });
});
