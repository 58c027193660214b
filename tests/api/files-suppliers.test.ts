// Files in the database (type by signature, size caps, links with their key, tenant isolation), the
// supplier's company and account, the supplier picker's list, supplier binding and 函询 letters.
import { describe, expect, inject, it } from 'vitest';
import { BASIC, call } from './client.ts';
import { signedIn, type Caller, type PageOf } from './support/session.ts';

type Stored = { id: string; name: string; mime: string; size: number; link: string };
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PDF = Buffer.from('%PDF-1.4\n%\n');

async function upload(base: string, caller: Caller, content: Buffer, name: string, kind = 'file') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const res = await fetch(new URL(`/api/rabbit-file/file/upload?kind=${kind}`, base), {
    method: 'POST',
    headers: { Authorization: BASIC, 'Blade-Auth': `bearer ${caller.token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: Stored } };
}

const targets = inject('targets');
for (const target of targets) {
  describe(`${target.name}: files, suppliers, binding, letters`, () => {
    const base = target.url;

    it('stores files in the database, checks type and size, serves them by their link', async () => {
      const centre = await signedIn(base, 'centre');
      const avatar = await upload(base, centre, PNG, 'me.txt', 'avatar');
      expect(avatar.body.data).toMatchObject({
        mime: 'image/png',
        size: PNG.length,
        name: 'me.txt',
        link: expect.stringMatching(/^\/api\/rabbit-file\/file\/downloadFile\?id=\d+&key=[\w-]+$/),
      });
      const image = await fetch(new URL(avatar.body.data.link, base));
      expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
      expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
      const wrongKey = avatar.body.data.link.replace(/key=.*/, 'key=guess');
      expect((await fetch(new URL(wrongKey, base))).status).toBe(404);
      expect((await upload(base, centre, PDF, 'a.pdf', 'avatar')).body.msg).toBe('头像只能是 PNG、JPEG、GIF 或 WebP 图片');
      expect((await upload(base, centre, PDF, 'a.pdf')).body.data.mime).toBe('application/pdf');
      expect((await upload(base, centre, Buffer.from('<svg onload=alert(1)>'), 'x.png')).body.msg).toBe('只能上传图片（PNG、JPEG、GIF、WebP）或 PDF 文件');
      const big = await upload(base, centre, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'big.png', 'avatar');
      expect([big.status, big.body.msg]).toEqual([413, '文件不能超过 2 MB']);
      expect((await centre.get<Stored>(`/api/rabbit-file/file/getFileById/${avatar.body.data.id}`)).body.data.link).toBe(avatar.body.data.link);
      const elsewhere = await signedIn(base, 'centre2', '100002');
      expect((await elsewhere.get(`/api/rabbit-file/file/getFileById/${avatar.body.data.id}`)).body.code).toBe(404);
      expect((await call(base, 'POST', '/api/rabbit-file/file/upload')).status).toBe(401);
      // the avatar link is what a profile may point at
      const info = (await centre.get<{ version: number; realName: string; sex: number }>('/api/rabbit-user/info')).body.data;
      const saved = await centre.post<{ avatar: string }>('/api/rabbit-user/update', { ...info, avatar: avatar.body.data.link });
      expect(saved.body.data.avatar).toBe(avatar.body.data.link);
      await centre.post('/api/rabbit-user/update', { ...info, version: info.version + 1, avatar: '' });
    });

    it('lets a supplier keep its company and account, with the rules and a version check', async () => {
      const supplier = await signedIn(base, 'supplier', '100001', { supplier: true });
      const company = (await supplier.get<Record<string, unknown> & { version: number; supplierName: string }>('/api/rabbit-supplier/supplierCompany/info'))
        .body.data;
      expect(company.supplierName).toBe('鲜丰农产品配送有限公司');
      const submit = (fields: Record<string, unknown>) => supplier.post('/api/rabbit-supplier/supplierCompany/submit', { ...company, ...fields });
      expect((await submit({ mobile: '' })).body.msg).toBe('手机号码不能为空');
      expect((await submit({ mobile: '1234' })).body.msg).toBe('请输入正确的手机号码');
      expect((await submit({ creditCode: 'abc' })).body.msg).toBe('统一社会信用代码格式不正确');
      expect((await submit({ supplierName: '' })).body.msg).toBe('请输入企业名称');
      expect((await submit({ licenseFileId: '1' })).body.msg).toBe('营业执照文件不存在');
      // the licence is a file the supplier's own company uploaded: a staff file is neither seen nor taken
      const centre = await signedIn(base, 'centre');
      const staffFile = (await upload(base, centre, PDF, 'staff.pdf')).body.data;
      expect((await supplier.get(`/api/rabbit-file/file/getFileById/${staffFile.id}`)).body.code).toBe(404);
      expect((await submit({ licenseFileId: staffFile.id })).body.msg).toBe('营业执照文件不存在');
      const licence = (await upload(base, supplier, PDF, '营业执照.pdf')).body.data;
      const saved = (await submit({ address: '东湖区菜市路 1 号', creditCode: '91330100MA2XXXXX1L', licenseFileId: licence.id })).body;
      expect(saved).toMatchObject({ code: 200, data: { address: '东湖区菜市路 1 号', licenseFileId: licence.id, version: company.version + 1 } });
      expect((await centre.get<Stored>(`/api/rabbit-file/file/getFileById/${licence.id}`)).body.data.name).toBe('营业执照.pdf');
      expect((await submit({ address: '旧版本' })).status).toBe(409);
      expect((await centre.post('/api/rabbit-supplier/supplierCompany/submit', company)).body.code).toBe(403);
      const account = (await supplier.get<{ version: number; realName: string; phone: string }>('/api/rabbit-supplier/supplierAccount/info')).body.data;
      expect((await supplier.post('/api/rabbit-supplier/supplierAccount/upload/update', { ...account, phone: '1' })).body.msg).toBe('请输入正确的手机号码');
      expect((await supplier.post<{ version: number }>('/api/rabbit-supplier/supplierAccount/upload/update', account)).body.data.version).toBe(
        account.version + 1,
      );
      const lookup = await call<{ data: Record<string, string> }>(base, 'GET', '/api/rabbit-supplier/supplierCompany/get-supplier', {
        query: { username: 'supplier' },
      });
      expect(lookup.body.data).toMatchObject({ tenantId: '100001', supplierName: '' });
    });

    it('binds suppliers to a school through the picker’s list, refusing duplicates', async () => {
      const school = await signedIn(base, 'school');
      const suppliers = (
        await school.get<PageOf<{ supplierId: string; supplierName: string; contactsName: string; mobile: string }>>(
          '/api/rabbit-supplier/supplierCompany/list',
          { size: '30' },
        )
      ).body.data;
      expect(suppliers.total).toBeGreaterThanOrEqual(10);
      expect(suppliers.records[0]).toEqual({
        supplierId: expect.any(String),
        supplierName: expect.any(String),
        contactsName: expect.any(String),
        mobile: expect.any(String),
      });
      const list = async () =>
        (await school.get<PageOf<{ id: string; supplierId: string; supplierName: string }>>('/api/rabbit-binding/supplierBinding/list', { size: '100' })).body
          .data;
      const before = await list();
      expect(before.total).toBeGreaterThanOrEqual(3);
      const free = suppliers.records.filter((supplier) => !before.records.some((bound) => bound.supplierId === supplier.supplierId)).slice(0, 2);
      const taken = before.records[0]!;
      expect((await school.post('/api/rabbit-binding/supplierBinding/submit', { supplierIds: '' })).body.msg).toBe('请选择供应商');
      expect(
        (await school.post('/api/rabbit-binding/supplierBinding/submit', { supplierIds: `${free[0]!.supplierId},${taken.supplierId}` })).body,
      ).toMatchObject({ code: 409, msg: `已绑定：${taken.supplierName}` });
      expect((await list()).total).toBe(before.total);
      expect(
        (await school.post('/api/rabbit-binding/supplierBinding/submit', { supplierIds: free.map((supplier) => supplier.supplierId).join(',') })).body.code,
      ).toBe(200);
      const after = await list();
      expect(after.total).toBe(before.total + 2);
      const added = after.records.filter((bound) => free.some((supplier) => supplier.supplierId === bound.supplierId)).map((bound) => bound.id);
      const market = await signedIn(base, 'market');
      expect((await market.post('/api/rabbit-binding/supplierBinding/remove', undefined, { ids: added.join(',') })).body.code).toBe(403);
      const elsewhere = await signedIn(base, 'centre2', '100002');
      expect((await elsewhere.get('/api/rabbit-binding/supplierBinding/list', { deptId: taken.id })).body.code).toBe(403);
      expect((await school.post('/api/rabbit-binding/supplierBinding/remove', undefined, { ids: added.join(',') })).body.code).toBe(200);
      expect((await list()).total).toBe(before.total);
    });

    it('sends 函询 letters to a school, which replies; the sender closes them', async () => {
      const jiwei = await signedIn(base, 'jiwei');
      const schools = (await jiwei.get<PageOf<{ id: string; schoolName: string }>>('/api/rabbit-system/dept/schoolList', { schoolName: '第一小学' })).body.data
        .records;
      // the discipline-inspection unit administers no department but oversees every school of the tenant
      expect(schools.map((item) => item.schoolName)).toEqual(['东湖区第一小学']);
      const school = await signedIn(base, 'school');
      const schoolId = schools[0]!.id;
      expect((await school.get<{ deptId: string }>('/api/rabbit-user/info')).body.data.deptId).toBe(schoolId);
      const letter = { schoolId, title: '关于食材验收记录的函询', content: '请提供 11 月验收记录。', deadline: '2099-01-01' };
      expect((await jiwei.post('/api/shian/letter/submit', { ...letter, schoolId: '' })).body.msg).toBe('请选择函询学校');
      expect((await jiwei.post('/api/shian/letter/submit', { ...letter, title: '' })).body.msg).toBe('请输入函询标题');
      expect((await jiwei.post('/api/shian/letter/submit', { ...letter, deadline: '2020-01-01' })).body.msg).toBe('回复期限不能早于今天');
      expect((await school.post('/api/shian/letter/submit', letter)).body.code).toBe(403);
      const sent = (await jiwei.post<{ id: string; status: number; version: number; schoolName: string }>('/api/shian/letter/submit', letter)).body.data;
      expect(sent).toMatchObject({ status: 0, schoolName: '东湖区第一小学', version: 1 });
      const inbox = (await school.get<PageOf<{ id: string }>>('/api/shian/letter/list', { status: '0' })).body.data.records.map((item) => item.id);
      expect(inbox).toContain(sent.id);
      const replied = (await school.post<{ status: number; version: number }>('/api/shian/letter/reply', { id: sent.id, version: 1, reply: '已提供。' })).body
        .data;
      expect(replied).toMatchObject({ status: 1, version: 2 });
      expect((await school.post('/api/shian/letter/reply', { id: sent.id, version: 2, reply: '再次' })).body.msg).toBe('函询已回复');
      expect((await jiwei.post('/api/shian/letter/close', { id: sent.id, version: 1 })).status).toBe(409);
      expect((await jiwei.post<{ status: number }>('/api/shian/letter/close', { id: sent.id, version: 2 })).body.data.status).toBe(2);
      expect((await jiwei.post('/api/shian/letter/close', { id: sent.id, version: 3 })).body.msg).toBe('函询已办结');
      expect((await jiwei.post('/api/shian/letter/close', { id: '999999999', version: 1 })).body).toMatchObject({ code: 404, msg: '函询不存在' });
      const elsewhere = await signedIn(base, 'centre2', '100002');
      expect((await elsewhere.get('/api/shian/letter/detail', { id: sent.id })).body.code).toBe(404);
    });
  });
}
