// What a finished tender leaves for its readers: 供货目录 names the schools that may order each item (a bureau's
// tender: the schools under the bureau bound to the winning supplier).
import { describe, expect, inject, it } from 'vitest';
import { signedIn, type PageOf } from './support/session.ts';

const B = '/api/rabbit-backendBidding/bidding';
const CATALOGUE = '/api/rabbit-successfulBidding/biddingCommodity/list';

type Row = { biddingId: string; schoolName: string; supplierName: string; orderingSchools: string[] };

for (const target of inject('targets')) {
  describe(`${target.name}: the records a finished tender leaves`, () => {
    const base = target.url;

    it('lists, for each catalogue item of a completed tender, the schools that may order it', async () => {
      const centre = await signedIn(base, 'centre');
      const completed = (
        await centre.get<PageOf<{ id: string; biddingNo: string; schoolName: string }>>(`${B}/list`, { biddingProgress: '9', size: '50' })
      ).body.data.records.filter((row) => row.biddingNo.startsWith('ZB20260901'));
      expect(completed.length).toBeGreaterThan(0);
      for (const tender of completed) {
        const rows = (await centre.get<PageOf<Row>>(CATALOGUE, { biddingId: tender.id, size: '100' })).body.data.records;
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) {
          expect(row.orderingSchools.length, `${tender.biddingNo} ${row.supplierName}`).toBeGreaterThan(0);
          // a bureau's tender: every school under it; a school's: the school itself
          if (tender.schoolName === '东湖区教育局')
            expect(row.orderingSchools).toEqual(expect.arrayContaining(['东湖区第一小学', '东湖区实验中学', '东湖区第二小学', '东湖区中心幼儿园']));
          else expect(row.orderingSchools).toEqual([tender.schoolName]);
        }
      }
    });
  });
}
