// What the 开户统计 calls answer (server/modules/opening/answers.ts). Amounts are integer fen.
export interface SchoolFigure {
  schoolId: string;
  schoolName: string;
  accounts: number;
  teachers: number;
  students: number;
  staff: number;
  closed: number;
  withoutCard: number;
  cardsIssued: number;
  cardsNormal: number;
  cardsLost: number;
  cardsFrozen: number;
  cardsCancelled: number;
  cash: number;
  subsidy: number;
}

export interface CardFigure {
  issued: number;
  replaced: number;
  lost: number;
  frozen: number;
  cancelled: number;
}

export interface RechargeFigure {
  recharges: number;
  recharged: number;
  refunds: number;
  refunded: number;
}

export interface Series<T> {
  months: (T & { month: string })[];
  schools: (T & { schoolId: string; schoolName: string })[];
}

export type RechargeSeries = Series<RechargeFigure> & { channels: { channel: string; name: string }[] };

export interface DetailRow {
  id: string;
  personnelId: string;
  personnelNo: string;
  name: string;
  personnelType: number;
  personnelTypeName: string;
  className: string;
  schoolId: string;
  schoolName: string;
  cardNo: string;
  cardStatus: number;
  cardStatusName: string;
  status: number;
  openedAt: string;
  cash: number;
  subsidy: number;
}
