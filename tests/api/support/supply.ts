// The supply chain's API tests' helpers (tests/api/supply-*.test.ts): the demo canteen and its bound suppliers, an
// order taken from submission to the canteen's door, and a certificate upload.
import { BASIC } from '../client.ts';
import { signedIn, type Caller } from './session.ts';

export const SUPPLY = '/api/rabbit-supply';
export const PDF = Buffer.from('%PDF-1.4\n%\n');
export const FRESH = '鲜丰农产品配送有限公司';
export const AQUATIC = '湖畔水产批发有限公司';
/** The seeded award's prices, fen per kg (server/seed/supply-seed.ts). */
export const SEEDED_PRICES: Record<string, number> = { G0303: 2600, G0305: 4200, G0101: 650, G0201: 3200, G0501: 300, G0403: 3800 };

export type Orderable = { supplierId: string; supplierName: string; goodsCode: string; unitPrice: number; baseUnit: string; storageClass: number };
export type Line = { id: string; goodsCode: string; quantity: number; amount: number; unitPrice: number; confirmedQty: number | null; accepted: boolean };
export type OrderDetail = {
  id: string;
  orderNo: string;
  status: number;
  totalAmount: number;
  supplierId: string;
  deliveryDate: string;
  lines: Line[];
  emergency: boolean;
};
export type Batch = { id: string; goodsCode: string; onHand: number; expiryDate: string | null; expired: boolean };

/** Days after `day` (YYYY-MM-DD), as YYYY-MM-DD. */
export const plusDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const uploadPdf = (base: string, caller: Caller, name = 'certificate.pdf'): Promise<string> => uploadFile(base, caller, PDF, name);

/** A 1×1 PNG: a photo as far as the file rules can tell. */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

export async function uploadFile(base: string, caller: Caller, content: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const res = await fetch(new URL('/api/rabbit-file/file/upload?kind=file', base), {
    method: 'POST',
    headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${caller.token}` },
    body: form,
  });
  const body = (await res.json()) as { code: number; data: { id: string } };
  if (body.code !== 200) throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return body.data.id;
}

export interface SupplyWorld {
  canteen: Caller;
  fresh: Caller;
  aquatic: Caller;
  other: Caller;
  today: string;
  catalogue: Orderable[];
  /** the catalogue row of goods `code` from the seeded award (鲜丰, or 湖畔 for 带鱼) */
  item: (code: string, supplierName?: string) => Orderable;
}

/** The demo canteen (第一小学学生食堂), its bound suppliers 鲜丰 (supplier) and 湖畔 (supplier5, lapsed licence), and a third supplier. */
export async function supplyWorld(base: string): Promise<SupplyWorld> {
  const [canteen, fresh, aquatic, other] = await Promise.all([
    signedIn(base, 'canteen'),
    signedIn(base, 'supplier', '100001', { supplier: true }),
    signedIn(base, 'supplier5', '100001', { supplier: true }),
    signedIn(base, 'supplier3', '100001', { supplier: true }),
  ]);
  const answer = (await canteen.get<{ today: string; records: Orderable[] }>(`${SUPPLY}/catalogue`)).body;
  if (answer.code !== 200) throw new Error(`catalogue: ${JSON.stringify(answer)}`);
  const { today, records } = answer.data;
  const item = (code: string, supplierName = code === 'G0403' ? AQUATIC : FRESH) => {
    // the seeded award's row (another award may list the same goods from the same supplier at its own price)
    const found = records.find((row) => row.goodsCode === code && row.supplierName === supplierName && row.unitPrice === SEEDED_PRICES[code]);
    if (!found) throw new Error(`${code} is not in the demo canteen's catalogue`);
    return found;
  };
  return { canteen, fresh, aquatic, other, today, catalogue: records, item };
}

/** A submitted order of `grams` of goods `code` for tomorrow. */
export async function submitOrder(world: SupplyWorld, lines: [code: string, quantity: number][], extra: Record<string, unknown> = {}): Promise<OrderDetail> {
  const supplierId = world.item(lines[0]![0]).supplierId;
  const answer = (
    await world.canteen.post<OrderDetail>(`${SUPPLY}/order/submit`, {
      supplierId,
      deliveryDate: plusDays(world.today, 1),
      meal: 2,
      submit: true,
      lines: lines.map(([goodsCode, quantity]) => ({ goodsCode, quantity, unitPrice: world.item(goodsCode).unitPrice })),
      ...extra,
    })
  ).body;
  if (answer.code !== 200) throw new Error(`order: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** The supplier's vehicle and driver of the day (a new pair each time). */
export async function fleet(supplier: Caller, refrigerated = true, healthCertExpiry = '2030-12-31') {
  const plate = `浙A·${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
  const vehicle = (await supplier.post<{ id: string }>(`${SUPPLY}/vehicle/submit`, { plate, refrigerated })).body.data;
  const driver = (await supplier.post<{ id: string }>(`${SUPPLY}/driver/submit`, { name: '周师傅', healthCertNo: `JK-${plate}`, healthCertExpiry })).body.data;
  return { vehicleId: vehicle.id, driverId: driver.id };
}

/** Confirms `order` in full, builds its delivery (with `readings` on the road) and arrives. */
export async function deliver(world: SupplyWorld, order: OrderDetail, readings: number[] = [], supplier = world.fresh): Promise<string> {
  const confirmed = (await supplier.post(`${SUPPLY}/order/confirm`, { id: order.id })).body;
  if (confirmed.code !== 200) throw new Error(`confirm: ${JSON.stringify(confirmed)}`);
  const delivery = (await supplier.post<{ id: string }>(`${SUPPLY}/delivery/submit`, { orderId: order.id, ...(await fleet(supplier)) })).body;
  if (delivery.code !== 200) throw new Error(`delivery: ${JSON.stringify(delivery)}`);
  const id = delivery.data.id;
  await supplier.post(`${SUPPLY}/delivery/depart`, { id });
  for (const temperature of readings) await supplier.post(`${SUPPLY}/delivery/reading`, { id, temperature });
  const arrived = (await supplier.post(`${SUPPLY}/delivery/arrive`, { id })).body;
  if (arrived.code !== 200) throw new Error(`arrive: ${JSON.stringify(arrived)}`);
  return id;
}

/** Delivers `grams` of goods `code` and accepts it whole with its certificates (and `expiryDate` when given); answers the new batch's id. */
export async function stockOf(world: SupplyWorld, base: string, code: string, quantity: number, expiryDate?: string): Promise<string> {
  const order = await submitOrder(world, [[code, quantity]]);
  await deliver(world, order, [-16]);
  const fileId = await uploadPdf(base, world.canteen);
  const item = world.item(code);
  const accepted = (
    await world.canteen.post<{ batchId: string | null }[]>(`${SUPPLY}/acceptance/submit`, {
      orderId: order.id,
      receiver: '李食堂',
      witness: '王师傅',
      lines: [
        {
          lineId: order.lines[0]!.id,
          receivedQty: quantity,
          decision: 1,
          temperature: item.storageClass === 3 ? -16 : item.storageClass === 2 ? 3 : null,
          productionDate: plusDays(world.today, -1),
          ...(expiryDate ? { expiryDate } : {}),
          certificates: [
            { kind: 1, fileId },
            { kind: 3, fileId },
            { kind: 4, fileId },
          ],
        },
      ],
    })
  ).body;
  if (accepted.code !== 200) throw new Error(`acceptance: ${JSON.stringify(accepted)}`);
  return accepted.data[0]!.batchId!;
}
