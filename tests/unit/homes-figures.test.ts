// The home pages' cards and ranking (src/domains/homes/figures.ts): each card opens the list that counts it, with the
// filters that make that list show exactly it; a part the server could not compute is an unavailable card; the schools
// rank by fewest warnings, then ledgers complete, then meals.
import { describe, expect, it } from 'vitest';
import { rankSchools, supplierCards, todayTotals, warningCards } from '../../src/domains/homes/figures';
import type { EducationHome, SchoolToday, SchoolWarnings, SupplierHome } from '../../src/domains/homes/types';

const supplier: SupplierHome = {
  todo: [],
  tenders: { open: 3, shortlisted: 2, quoteDue: 1, won: 1, openList: [], quoteDueList: [] },
  orders: { today: '2026-11-28', weekEnd: '2026-12-04', dueToday: 1, dueWeek: 4, onTheRoad: 2, toConfirm: 5, returns: 0 },
  qualifications: { valid: 2, expiring: 1, expired: 0, dueList: [] },
  sales: [],
  unavailable: [],
};

const school = (schoolId: string, schoolName: string, warnings: Partial<SchoolWarnings> = {}): SchoolWarnings => ({
  schoolId,
  schoolName,
  certExpired: 0,
  sampleLate: 0,
  kitchenAlerts: 0,
  letters: 0,
  ...warnings,
});
const today = (schoolId: string, figures: Partial<SchoolToday> = {}): SchoolToday => ({
  schoolId,
  meals: 0,
  canteens: 1,
  ledgersComplete: 0,
  kitchenAlerts: 0,
  deliveriesAccepted: 0,
  ...figures,
});

describe('the supplier home’s cards', () => {
  it('open each list filtered to what they count', () => {
    const cards = supplierCards(supplier);
    expect(cards.tenders.map((card) => [card.key, card.count, card.link])).toEqual([
      ['tendersOpen', 3, '/toubiao/hall/index?biddingProgress=3'],
      ['tendersShortlisted', 2, '/toubiao/my/index?tab=shortlisted'],
      ['tendersWon', 1, '/toubiao/my/index?tab=won'],
    ]);
    expect(cards.orders.map((card) => card.link)).toEqual([
      '/xiaoshou/order/index?from=2026-11-28&to=2026-11-28',
      '/xiaoshou/order/index?from=2026-11-28&to=2026-12-04',
      '/xiaoshou/order/index?status=1',
      '/xiaoshou/order/index?status=4',
      '/xiaoshou/return/index?status=0',
    ]);
    expect(cards.qualifications.map((card) => card.count)).toEqual([0, 1, 2]);
  });

  it('marks the cards of a part the server could not compute unavailable, the others counted', () => {
    const cards = supplierCards({ ...supplier, orders: null, unavailable: ['orders'] });
    expect(cards.orders.every((card) => card.error && card.count === null)).toBe(true);
    expect(cards.tenders.every((card) => !card.error)).toBe(true);
  });
});

describe('the supervisors’ figures', () => {
  const home: EducationHome = {
    todo: [],
    warnings: [school('1', '乙校', { letters: 1 }), school('2', '甲校', { certExpired: 2, kitchenAlerts: 1 }), school('3', '丙校')],
    today: [today('1', { meals: 10, ledgersComplete: 1 }), today('2', { meals: 30, canteens: 2, ledgersComplete: 1 }), today('3', { meals: 5 })],
    unavailable: [],
  };

  it('sums each warning over the schools into a card opening its list', () => {
    expect(warningCards(home).map((card) => [card.key, card.count, card.link])).toEqual([
      ['certExpired', 2, '/workPersonnel/healthCertificate?certState=3'],
      ['sampleLate', 0, '/liancan/zhuanxiangtongji/mingchuliangzhao/index'],
      ['kitchenAlerts', 1, '/liancan/zhuanxiangtongji/mingchuliangzhao/index'],
      ['letters', 1, '/jiwei/letter?status=0'],
    ]);
    expect(warningCards({ ...home, warnings: null }).every((card) => card.error)).toBe(true);
    // a role that reads no letters (市场监管) has no letters' card
    const noLetters = home.warnings!.map((row) => ({ ...row, letters: null }));
    expect(warningCards({ ...home, warnings: noLetters }).map((card) => card.key)).toEqual(['certExpired', 'sampleLate', 'kitchenAlerts']);
  });

  it('sums today’s figures, none when the part is unavailable', () => {
    expect(todayTotals(home)).toEqual({ meals: 45, ledgersComplete: 2, kitchenAlerts: 0, deliveriesAccepted: 0, canteens: 4 });
    expect(todayTotals({ ...home, today: null })).toBeNull();
  });

  it('ranks the fewest warnings first, then ledgers complete, then meals; equal figures share a rank', () => {
    const ranked = rankSchools(home.warnings!, home.today);
    expect(ranked.map((row) => [row.rank, row.schoolName, row.warningTotal])).toEqual([
      [1, '丙校', 0],
      [2, '乙校', 1],
      [3, '甲校', 3],
    ]);
    const tied = rankSchools([school('1', '乙校'), school('2', '甲校')], null);
    expect(tied.map((row) => [row.rank, row.schoolName])).toEqual([
      [1, '甲校'],
      [1, '乙校'],
    ]);
  });
});
