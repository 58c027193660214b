// The delivery domain's records, as /api/rabbit-supply answers them (temperatures in °C).

/** A delivery note as listed: its order, vehicle, driver, times and the cold chain's limit and readings so far. */
export interface DeliveryRow {
  id: string;
  orderId: string;
  orderNo: string;
  canteenName: string;
  deliveryDate: string;
  /** 1 待发车, 2 配送中, 3 已送达 */
  status: number;
  plate: string;
  refrigerated: boolean;
  driverName: string;
  createTime: string;
  departTime: string | null;
  arriveTime: string | null;
  /** the warmest °C its goods allow; null: ambient goods only */
  limit: number | null;
  readingCount: number;
  outOfRange: number;
  latestTemperature: number | null;
  latestReadTime: string | null;
  /** 冷链告警: the excursions over the limit, and those not yet acknowledged */
  alerts: number;
  openAlerts: number;
}

export interface Reading {
  temperature: number;
  readTime: string;
}

export interface DeliveryDetail {
  id: string;
  orderId: string;
  status: number;
  plate: string;
  refrigerated: boolean;
  driverName: string;
  departTime: string | null;
  arriveTime: string | null;
  readings: Reading[];
}

export interface Vehicle {
  id: string;
  plate: string;
  refrigerated: boolean;
}

export interface Driver {
  id: string;
  name: string;
  phone: string;
  healthCertNo: string;
  healthCertExpiry: string;
}

/** A confirmed order a delivery note may be built from. */
export interface ConfirmedOrder {
  id: string;
  orderNo: string;
  canteenName: string;
  deliveryDate: string;
  status: number;
}

/** 冷链告警: one excursion of a delivery's readings over its limit (a run of readings in a row), acknowledged or not. */
export interface ColdChainAlert {
  id: string;
  deliveryId: string;
  orderId: string;
  orderNo: string;
  canteenName: string;
  plate: string;
  deliveryStatus: number;
  /** °C: the warmest allowed, and the warmest read */
  limit: number;
  warmest: number;
  /** the readings over the limit in a row */
  readings: number;
  firstTime: string;
  lastTime: string;
  acknowledged: boolean;
  ackName: string | null;
  ackTime: string | null;
  ackNote: string | null;
}
