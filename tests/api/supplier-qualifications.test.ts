// 企业资质: a supplier keeps its own qualification documents (rules and their messages, its own files only,
// one document a type, versions), expiry judged by the database clock, staff read a supplier of their own
// tenant, and what the tender module will read (missingDocuments, snapshotDocuments) finds the seeded
// lapsed licence. Whatever a test adds it removes: the demo supplier keeps its three documents.
import { describe, expect, inject, it } from 'vitest';
import { BASIC } from './client.ts';
import { signedIn, type Caller, type PageOf } from './support/session.ts';

interface Doc {
  id: string;
  supplierId: string;
  docType: number;
  docTypeName: string;
  docNo: string;
  fileId: string | null;
  fileName: string | null;
  fileLink: string | null;
  issueDate: string | null;
  expireDate: string | null;
  expired: boolean;
  expiresSoon: boolean;
  version: number;
}

const PDF = Buffer.from('%PDF-1.4\n%qualification\n');
const LIST = '/api/rabbit-supplier/qualification/list';
const SUBMIT = '/api/rabbit-supplier/qualification/submit';
const REMOVE = '/api/rabbit-supplier/qualification/remove';
const OF_SUPPLIER = '/api/rabbit-supplier/qualification/ofSupplier';

/** A day `offset` days from today, in the deployment's time zone (the servers run with the default). */
const day = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() + offset * 86_400_000));

async function upload(base: string, caller: Caller, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PDF)]), name);
  const res = await fetch(new URL('/api/rabbit-file/file/upload', base), {
    method: 'POST',
    headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${caller.token}` },
    body: form,
  });
  return ((await res.json()) as { data: { id: string } }).data.id;
}

async function supplierId(staff: Caller, name: string) {
  const page = (await staff.get<PageOf<{ supplierId: string; supplierName: string }>>('/api/rabbit-supplier/supplierCompany/list', { supplierName: name })).body
    .data;
  expect(page.records.map((row) => row.supplierName)).toEqual([name]);
  return page.records[0]!.supplierId;
}

const targets = inject('targets');
for (const target of targets) {
  describe(`${target.name}: supplier qualifications`, () => {
    const base = target.url;

    it('lists the demo supplier’s own complete, valid documents with their labels and scans', async () => {
      const supplier = await signedIn(base, 'supplier', '100001', { supplier: true });
      const docs = (await supplier.get<Doc[]>(LIST)).body.data;
      expect(docs.map((doc) => [doc.docType, doc.docTypeName, doc.expired, doc.expiresSoon])).toEqual([
        [1, '营业执照', false, false],
        [2, '食品经营许可证', false, false],
        [5, '农残检测报告', false, false],
      ]);
      expect(docs[0]!.expireDate).toBeNull();
      expect(docs[1]!.expireDate).toBe('2028-12-31');
      const scan = await fetch(new URL(docs[1]!.fileLink!, base));
      expect([scan.status, scan.headers.get('content-type')]).toEqual([200, 'application/pdf']);
      expect(
        Buffer.from(await scan.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      // its own scans are files it may refer to again
      expect((await supplier.get(`/api/rabbit-file/file/getFileById/${docs[0]!.fileId}`)).body.code).toBe(200);
      const centre = await signedIn(base, 'centre');
      expect((await centre.get(LIST)).body.code).toBe(403);
      expect((await centre.post(SUBMIT, { docType: 1 })).body.code).toBe(403);
    });

    it('is described in the OpenAPI description like every route', async () => {
      type Operation = { requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown>; required?: string[] } }> } };
      const paths = (await (await fetch(new URL('/api/openapi.json', base))).json()) as { paths: Record<string, Record<string, Operation>> };
      const submit = paths.paths[SUBMIT]!.post!.requestBody!.content['application/json']!.schema;
      expect(Object.keys(submit.properties)).toEqual(
        expect.arrayContaining(['id', 'version', 'docType', 'docNo', 'fileId', 'issueDate', 'expireDate', 'remark']),
      );
      expect(submit.required).toEqual(expect.arrayContaining(['docType', 'docNo', 'fileId']));
      expect(
        Object.keys(paths.paths)
          .filter((path) => path.startsWith('/api/rabbit-supplier/qualification/'))
          .sort(),
      ).toEqual([LIST, OF_SUPPLIER, REMOVE, SUBMIT].sort());
    });

    it('keeps the rules with their messages, the supplier’s own files only, one document a type, and versions', async () => {
      const supplier = await signedIn(base, 'supplier', '100001', { supplier: true });
      const fileId = await upload(base, supplier, '食品生产许可证.pdf');
      const doc = { docType: '3', docNo: 'SC10133010000099', fileId, issueDate: day(-300), expireDate: day(10) };
      const refused = async (fields: Record<string, unknown>) => (await supplier.post(SUBMIT, { ...doc, ...fields })).body;
      expect(await refused({ docType: '' })).toMatchObject({ code: 400, msg: '请选择证照类型' });
      expect((await refused({ docType: '7' })).msg).toBe('请选择证照类型');
      expect((await refused({ docNo: ' ' })).msg).toBe('请输入证照编号');
      expect((await refused({ fileId: '' })).msg).toBe('请上传证照文件');
      expect((await refused({ expireDate: day(-301) })).msg).toBe('有效期不能早于发证日期');
      expect((await refused({ expireDate: '2026-02-30' })).msg).toBe('有效期格式应为 YYYY-MM-DD');
      // a staff file, and another supplier's scan, are not the supplier's to refer to
      const centre = await signedIn(base, 'centre');
      expect((await refused({ fileId: await upload(base, centre, 'staff.pdf') })).msg).toBe('证照文件不存在');
      const other = (await centre.get<Doc[]>(OF_SUPPLIER, { supplierId: await supplierId(centre, '湖畔水产批发有限公司') })).body.data;
      expect((await refused({ fileId: other[0]!.fileId })).msg).toBe('证照文件不存在');
      // a second document of a type on file
      expect(await refused({ docType: '1' })).toMatchObject({ code: 400, msg: '该类型证照已存在，请修改原证照' });

      const added = (await supplier.post<Doc>(SUBMIT, doc)).body.data;
      expect(added).toMatchObject({ docType: 3, docTypeName: '食品生产许可证', fileName: '食品生产许可证.pdf', expired: false, expiresSoon: true, version: 1 });
      try {
        const lapsed = (await supplier.post<Doc>(SUBMIT, { ...doc, id: added.id, version: 1, expireDate: day(-1) })).body.data;
        expect(lapsed).toMatchObject({ expireDate: day(-1), expired: true, expiresSoon: false, version: 2 });
        const longTerm = (await supplier.post<Doc>(SUBMIT, { ...doc, id: added.id, version: 2, expireDate: null })).body.data;
        expect(longTerm).toMatchObject({ expireDate: null, expired: false, expiresSoon: false, version: 3 });
        expect((await supplier.post(SUBMIT, { ...doc, id: added.id, version: 2 })).status).toBe(409);
        expect((await supplier.post(SUBMIT, { ...doc, id: added.id })).body.msg).toBe('缺少版本号，请刷新后再保存');
        expect((await supplier.post(SUBMIT, { ...doc, id: added.id, version: 3, docType: '2' })).body.msg).toBe('该类型证照已存在，请修改原证照');
        // another company's document is not found, to edit or to remove
        expect((await supplier.post(SUBMIT, { ...doc, id: other[1]!.id, version: other[1]!.version })).body).toMatchObject({ code: 404, msg: '证照不存在' });
        expect((await supplier.post(REMOVE, undefined, { ids: other.map((item) => item.id).join(',') })).body.code).toBe(200);
        expect((await centre.get<Doc[]>(OF_SUPPLIER, { supplierId: other[0]!.supplierId })).body.data).toHaveLength(other.length);
        expect((await supplier.post(REMOVE, undefined, { ids: '' })).body.msg).toBe('请选择要删除的数据');
      } finally {
        expect((await supplier.post(REMOVE, undefined, { ids: added.id })).body.code).toBe(200);
      }
      expect((await supplier.get<Doc[]>(LIST)).body.data.map((item) => item.docType)).toEqual([1, 2, 5]);
    });

    it('lets staff of the supplier’s own tenant read its documents, with the lapsed licence marked', async () => {
      const centre = await signedIn(base, 'centre');
      const lakeside = await supplierId(centre, '湖畔水产批发有限公司');
      const docs = (await centre.get<Doc[]>(OF_SUPPLIER, { supplierId: lakeside })).body.data;
      expect(docs.map((doc) => [doc.docTypeName, doc.expireDate, doc.expired])).toEqual([
        ['营业执照', null, false],
        ['食品经营许可证', '2026-06-30', true],
        ['冷链车辆证明', '2028-06-30', false],
      ]);
      // exactly one lapsed licence among the district's suppliers
      const names = (await centre.get<PageOf<{ supplierId: string; supplierName: string }>>('/api/rabbit-supplier/supplierCompany/list', { size: '100' })).body
        .data.records;
      expect(names.length).toBeGreaterThanOrEqual(8);
      const lapsed: string[] = [];
      for (const company of names) {
        const held = (await centre.get<Doc[]>(OF_SUPPLIER, { supplierId: company.supplierId })).body.data;
        expect(held.length, company.supplierName).toBeGreaterThanOrEqual(2);
        if (held.some((doc) => doc.docType === 2 && doc.expired)) lapsed.push(company.supplierName);
      }
      expect(lapsed).toEqual(['湖畔水产批发有限公司']);
      // the newly registered supplier awaits review
      const pending = await supplierId(centre, '禽旺蛋品有限公司');
      expect((await centre.get<{ status: number }>('/api/rabbit-supplier/supplierCompany/info', { id: pending })).body.data.status).toBe(0);

      const elsewhere = await signedIn(base, 'centre2', '100002');
      expect((await elsewhere.get(OF_SUPPLIER, { supplierId: lakeside })).body).toMatchObject({ code: 404, msg: '数据不存在' });
      const west = await supplierId(elsewhere, '西山农产品配送有限公司');
      expect((await elsewhere.get<Doc[]>(OF_SUPPLIER, { supplierId: west })).body.data.length).toBeGreaterThanOrEqual(2);
      expect((await centre.get(OF_SUPPLIER, { supplierId: west })).body.code).toBe(404);
      expect((await centre.get(OF_SUPPLIER, { supplierId: '1' })).body.msg).toBe('数据不存在');
      const supplier = await signedIn(base, 'supplier', '100001', { supplier: true });
      expect((await supplier.get(OF_SUPPLIER, { supplierId: lakeside })).body.code).toBe(403);
      expect((await (await signedIn(base, 'bank')).get(OF_SUPPLIER, { supplierId: lakeside })).body.code).toBe(403);
    });

    it('tells the tender module which required documents a supplier lacks, and snapshots those it holds', async () => {
      const centre = await signedIn(base, 'centre');
      type Check = { missing: { docType: number; name: string; reason: string }[]; snapshot: Record<string, unknown>[] };
      const check = async (supplier: string, types: string, validThrough: string) =>
        (await centre.get<Check>('/api/test/supplier-documents', { supplierId: supplier, types, validThrough })).body.data;
      const lakeside = await check(await supplierId(centre, '湖畔水产批发有限公司'), '1,2,4,6', day(0));
      expect(lakeside.missing).toEqual([
        { docType: 2, name: '食品经营许可证', reason: 'expired' },
        { docType: 4, name: '动物检疫合格证明', reason: 'missing' },
      ]);
      expect(lakeside.snapshot).toEqual([
        { docType: 1, name: '营业执照', docNo: expect.stringMatching(/^91/), fileId: expect.any(String), expireDate: null },
        { docType: 2, name: '食品经营许可证', docNo: 'JY100001000004', fileId: expect.any(String), expireDate: '2026-06-30' },
        { docType: 6, name: '冷链车辆证明', docNo: expect.any(String), fileId: expect.any(String), expireDate: '2028-06-30' },
      ]);
      const demo = await supplierId(centre, '鲜丰农产品配送有限公司');
      expect((await check(demo, '1,2,5', '2027-08-31')).missing).toEqual([]);
      expect((await check(demo, '1,2,5', '2027-09-01')).missing).toEqual([{ docType: 5, name: '农残检测报告', reason: 'expired' }]);
      // valid through a day means valid on it: the licence ends 2028-12-31, the residue report 2027-08-31
      expect((await check(demo, '5,1,2', '2029-01-01')).missing).toEqual([
        { docType: 5, name: '农残检测报告', reason: 'expired' },
        { docType: 2, name: '食品经营许可证', reason: 'expired' },
      ]);
    });
  });
}
