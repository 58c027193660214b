// The home pages' cards and ranking, from the one summary (pure: tests/unit/homes-figures.test.ts). Each card opens the
// list that counts what it shows, with the filters that make that list show exactly it; a part the server could not
// compute is a card marked unavailable.
import type { TodoItem } from '../workbench';
import type { EducationHome, SchoolToday, SchoolWarnings, SupplierHome } from './types';

export interface FigureCard extends TodoItem {
  /** The card's title key in the `homes` catalogue. */
  title: string;
}

const link = (path: string, query: Record<string, string> = {}) => (Object.keys(query).length ? `${path}?${new URLSearchParams(query).toString()}` : path);
const card = (key: string, count: number | undefined, path: string, query?: Record<string, string>): FigureCard => ({
  key,
  title: `card.${key}`,
  count: count ?? null,
  link: link(path, query),
  ...(count === undefined ? { error: true } : {}),
});

/** 供应商首页's cards: tenders, orders, returns and documents due. */
export function supplierCards({ tenders, orders, qualifications }: SupplierHome): {
  tenders: FigureCard[];
  orders: FigureCard[];
  qualifications: FigureCard[];
} {
  const today = orders?.today ?? '';
  return {
    tenders: [
      card('tendersOpen', tenders?.open, '/toubiao/hall/index', { biddingProgress: '3' }),
      card('tendersShortlisted', tenders?.shortlisted, '/toubiao/my/index', { tab: 'shortlisted' }),
      card('tendersWon', tenders?.won, '/toubiao/my/index', { tab: 'won' }),
    ],
    orders: [
      card('ordersToday', orders?.dueToday, '/xiaoshou/order/index', { from: today, to: today }),
      card('ordersWeek', orders?.dueWeek, '/xiaoshou/order/index', { from: today, to: orders?.weekEnd ?? '' }),
      card('ordersToConfirm', orders?.toConfirm, '/xiaoshou/order/index', { status: '1' }),
      card('ordersOnTheRoad', orders?.onTheRoad, '/xiaoshou/order/index', { status: '4' }),
      card('returns', orders?.returns, '/xiaoshou/return/index', { status: '0' }),
    ],
    qualifications: [
      card('qualificationsExpired', qualifications?.expired, '/toubiao/profile/qualification'),
      card('qualificationsExpiring', qualifications?.expiring, '/toubiao/profile/qualification'),
      card('qualificationsValid', qualifications?.valid, '/toubiao/profile/qualification'),
    ],
  };
}

/** The warnings' lists: 健康证管理 已过期, 明厨亮灶 (its 今日台账 lists the late meals, its alerts the unhandled), 函询 待回复. */
export const WARNING_LINKS = {
  certExpired: link('/workPersonnel/healthCertificate', { certState: '3' }),
  sampleLate: '/liancan/zhuanxiangtongji/mingchuliangzhao/index',
  kitchenAlerts: '/liancan/zhuanxiangtongji/mingchuliangzhao/index',
  letters: link('/jiwei/letter', { status: '0' }),
} as const;
export type WarningKind = keyof typeof WARNING_LINKS;
export const WARNING_KINDS = Object.keys(WARNING_LINKS) as WarningKind[];

const total = <T>(rows: readonly T[] | null, pick: (row: T) => number | null) => (rows ? rows.reduce((sum, row) => sum + (pick(row) ?? 0), 0) : undefined);

/** The warnings the caller reads: all but the letters for a role that reads none (they come back null). */
export const warningKinds = (warnings: readonly SchoolWarnings[] | null): WarningKind[] =>
  WARNING_KINDS.filter((kind) => kind !== 'letters' || !warnings?.length || warnings[0]!.letters !== null);

/** 监管待办's warning cards: each warning summed over the schools of the reach. */
export const warningCards = ({ warnings }: EducationHome): FigureCard[] =>
  warningKinds(warnings).map((kind) => ({
    ...card(
      kind,
      total(warnings, (row) => row[kind]),
      WARNING_LINKS[kind],
    ),
    title: `warning.${kind}`,
  }));

export type TodayKind = Exclude<keyof SchoolToday, 'schoolId' | 'canteens'>;
export const TODAY_KINDS: TodayKind[] = ['meals', 'ledgersComplete', 'kitchenAlerts', 'deliveriesAccepted'];

/** 教育局首页's key figures of today, summed over the schools (null when the part is unavailable). */
export function todayTotals({ today }: EducationHome): (Record<TodayKind, number> & { canteens: number }) | null {
  if (!today) return null;
  const sum = (kind: keyof SchoolToday) => today.reduce((all, row) => all + Number(row[kind]), 0);
  return {
    meals: sum('meals'),
    ledgersComplete: sum('ledgersComplete'),
    kitchenAlerts: sum('kitchenAlerts'),
    deliveriesAccepted: sum('deliveriesAccepted'),
    canteens: sum('canteens'),
  };
}

export interface RankedSchool extends SchoolWarnings {
  rank: number;
  warningTotal: number;
  today: SchoolToday | null;
}

/**
 * The ranking of the schools (学校排名): the fewest open warnings first, then the larger share of canteens with today's
 * ledgers complete, then the more meals served today, then the name. Equal figures share a rank.
 */
export function rankSchools(warnings: readonly SchoolWarnings[], today: readonly SchoolToday[] | null): RankedSchool[] {
  const todayOf = new Map((today ?? []).map((row) => [row.schoolId, row]));
  const share = (row: SchoolToday | null) => (row && row.canteens ? row.ledgersComplete / row.canteens : 0);
  const rows = warnings.map((row) => ({
    ...row,
    warningTotal: row.certExpired + row.sampleLate + row.kitchenAlerts + (row.letters ?? 0),
    today: todayOf.get(row.schoolId) ?? null,
    rank: 0,
  }));
  const order = (a: RankedSchool, b: RankedSchool) =>
    a.warningTotal - b.warningTotal || share(b.today) - share(a.today) || (b.today?.meals ?? 0) - (a.today?.meals ?? 0);
  rows.sort((a, b) => order(a, b) || a.schoolName.localeCompare(b.schoolName, 'zh-CN'));
  rows.forEach((row, index) => {
    const before = rows[index - 1];
    row.rank = before && order(before, row) === 0 ? before.rank : index + 1;
  });
  return rows;
}
