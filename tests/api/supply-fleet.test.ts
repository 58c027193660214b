// 车辆管理 and 配送人员 on the real server (server/modules/supply/routes/delivery.ts): a supplier changes its own
// vehicles and drivers — a renewed health certificate, a vehicle refitted as refrigerated — and never another
// supplier's; once a delivery note names one, its plate or name stays as the note has it.
import { describe, expect, inject, it } from 'vitest';
import { deliver, fleet, submitOrder, supplyWorld, SUPPLY } from './support/supply.ts';

type Vehicle = { id: string; plate: string; refrigerated: boolean };
type Driver = { id: string; name: string; phone: string; healthCertNo: string; healthCertExpiry: string };

const plate = () => `浙B·${Math.random().toString(36).slice(2, 7).toUpperCase()}`;

for (const target of inject('targets')) {
  describe(`${target.name}: supply fleet`, () => {
    const base = target.url;

    it('changes the supplier’s own vehicle and driver, and refuses another supplier’s with 404', async () => {
      const world = await supplyWorld(base);
      const { vehicleId, driverId } = await fleet(world.fresh, false, '2026-12-01');
      const renamed = plate();
      const vehicle = await world.fresh.post<Vehicle>(`${SUPPLY}/vehicle/submit`, { id: vehicleId, plate: renamed, refrigerated: true });
      expect(vehicle.body).toMatchObject({ code: 200, data: { id: vehicleId, plate: renamed, refrigerated: true } });
      const renewed = { id: driverId, name: '周师傅', phone: '13800000000', healthCertNo: 'JK-2027', healthCertExpiry: '2027-12-01' };
      expect((await world.fresh.post<Driver>(`${SUPPLY}/driver/submit`, renewed)).body).toMatchObject({ code: 200, data: renewed });

      const vehicles = (await world.fresh.get<Vehicle[]>(`${SUPPLY}/vehicle/list`)).body.data;
      expect(vehicles.filter((row) => row.id === vehicleId)).toEqual([{ id: vehicleId, plate: renamed, refrigerated: true }]);
      const drivers = (await world.fresh.get<Driver[]>(`${SUPPLY}/driver/list`)).body.data;
      expect(drivers.find((row) => row.id === driverId)).toEqual(renewed);

      // another supplier: as if the rows did not exist, and nothing changed
      const theirs = await world.other.post(`${SUPPLY}/vehicle/submit`, { id: vehicleId, plate: plate(), refrigerated: false });
      expect(theirs.body).toMatchObject({ code: 404, msg: '数据不存在' });
      const theirDriver = await world.other.post(`${SUPPLY}/driver/submit`, { ...renewed, name: '冒名' });
      expect(theirDriver.body).toMatchObject({ code: 404, msg: '数据不存在' });
      expect((await world.fresh.get<Vehicle[]>(`${SUPPLY}/vehicle/list`)).body.data.find((row) => row.id === vehicleId)?.plate).toBe(renamed);
      expect((await world.fresh.get<Driver[]>(`${SUPPLY}/driver/list`)).body.data.find((row) => row.id === driverId)?.name).toBe('周师傅');
    });

    it('refuses another plate already the supplier’s', async () => {
      const world = await supplyWorld(base);
      const first = await fleet(world.fresh);
      const second = await fleet(world.fresh);
      const taken = (await world.fresh.get<Vehicle[]>(`${SUPPLY}/vehicle/list`)).body.data.find((row) => row.id === first.vehicleId)!.plate;
      const clash = await world.fresh.post(`${SUPPLY}/vehicle/submit`, { id: second.vehicleId, plate: taken, refrigerated: true });
      expect(clash.body).toMatchObject({ code: 409, msg: '该车牌号已存在' });
    });

    it('keeps the plate and the name a delivery note was made under, and still takes a renewed certificate', async () => {
      const world = await supplyWorld(base);
      const order = await submitOrder(world, [['G0305', 1000]]);
      await deliver(world, order, [-17]);
      const deliveries = (await world.fresh.get<{ orderId: string; plate: string; driverName: string }[]>(`${SUPPLY}/delivery/list`)).body.data;
      const note = deliveries.find((row) => row.orderId === order.id)!;
      const vehicle = (await world.fresh.get<Vehicle[]>(`${SUPPLY}/vehicle/list`)).body.data.find((row) => row.plate === note.plate)!;
      const driver = (await world.fresh.get<Driver[]>(`${SUPPLY}/driver/list`)).body.data.filter((row) => row.healthCertNo === `JK-${note.plate}`)[0]!;

      const replated = await world.fresh.post(`${SUPPLY}/vehicle/submit`, { id: vehicle.id, plate: plate(), refrigerated: true });
      expect(replated.body).toMatchObject({ code: 400, msg: '该车辆已有配送记录，车牌号不能修改' });
      const renamed = await world.fresh.post(`${SUPPLY}/driver/submit`, { ...driver, name: '另一人' });
      expect(renamed.body).toMatchObject({ code: 400, msg: '该驾驶员已有配送记录，姓名不能修改' });

      const renewed = await world.fresh.post<Driver>(`${SUPPLY}/driver/submit`, { ...driver, healthCertExpiry: '2031-06-30' });
      expect(renewed.body).toMatchObject({ code: 200, data: { id: driver.id, name: driver.name, healthCertExpiry: '2031-06-30' } });
      const refitted = await world.fresh.post<Vehicle>(`${SUPPLY}/vehicle/submit`, { id: vehicle.id, plate: vehicle.plate, refrigerated: false });
      expect(refitted.body).toMatchObject({ code: 200, data: { plate: vehicle.plate, refrigerated: false } });
    });
  });
}
