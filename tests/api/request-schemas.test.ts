// One validation style (docs/decisions/0011-request-schemas.md): every route's input is a declared schema that
// refuses with the field's own Chinese message, coerces nothing silently, and is what the OpenAPI description shows.
import { describe, expect, inject, it } from 'vitest';
import { call } from './client.ts';
import { signedIn } from './support/session.ts';

const DICT = '/api/rabbit-system/dict';

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; required?: boolean }[];
        requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown>; required?: string[] } }> };
      }
    >
  >;
};

const targets = inject('targets');
for (const target of targets) {
  describe(`${target.name}: request schemas`, () => {
    const base = target.url;

    it('refuses a wrong type with the field’s message instead of coercing it', async () => {
      const caller = await signedIn(base, 'admin', '000000');
      const dict = { code: 'schemaProbe', dictValue: '探针' };
      expect((await caller.post(`${DICT}/submit`, { ...dict, sort: 'abc' })).body).toMatchObject({ code: 400, msg: '排序须为 0–100000 的整数' });
      expect((await caller.post(`${DICT}/submit`, { ...dict, sort: 1.5 })).body.msg).toBe('排序须为 0–100000 的整数');
      expect((await caller.post(`${DICT}/submit`, { ...dict, dictValue: ['探针'] })).body.msg).toBe('请输入字典名称');
      expect((await caller.post(`${DICT}/submit`, { ...dict, dictValue: { value: '探针' } })).body.msg).toBe('请输入字典名称');
      expect((await caller.post(`${DICT}/submit`, { ...dict, dictValue: '   ' })).body.msg).toBe('请输入字典名称');
      expect((await caller.post(`${DICT}/submit`, { ...dict, id: '12ab', version: 1 })).body.msg).toBe('字典不存在');
      expect((await caller.post(`${DICT}/submit`, { ...dict, id: '1' })).body.msg).toBe('缺少版本号，请刷新后再保存');
      expect((await caller.post(`${DICT}/remove`, undefined, { ids: '1,x' })).body.msg).toBe('ids 不正确');
      expect((await caller.post(`${DICT}/remove`)).body.msg).toBe('请选择要删除的数据');
      expect((await caller.get(`${DICT}/parent-list`, { dictValue: 'a'.repeat(51) })).body.msg).toBe('字典名称不能超过 50 个字');
      // nothing was written by any of them
      expect((await caller.get<{ total: number }>(`${DICT}/parent-list`, { code: 'schemaProbe' })).body.data.total).toBe(0);
    });

    it('describes in OpenAPI exactly the input it validates', async () => {
      const { body } = await call<OpenApi>(base, 'GET', '/api/openapi.json');
      const submit = body.paths[`${DICT}/submit`]!.post!.requestBody!.content['application/json']!.schema;
      expect(Object.keys(submit.properties)).toEqual(expect.arrayContaining(['id', 'version', 'parentId', 'code', 'dictKey', 'dictValue', 'sort', 'remark']));
      expect(submit.required).toContain('dictValue');
      const list = body.paths[`${DICT}/parent-list`]!.get!.parameters!;
      expect(list.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name)).toEqual(
        expect.arrayContaining(['current', 'size', 'code', 'dictValue']),
      );
      const remove = body.paths[`${DICT}/remove`]!.post!.parameters!;
      expect(remove).toContainEqual(expect.objectContaining({ name: 'ids', in: 'query', required: true }));
    });
  });
}
