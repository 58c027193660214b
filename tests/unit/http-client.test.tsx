import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../../src/lib/config';
import { BIDDING_REASON_MESSAGES, BIDDING_REASONS } from '../../contract/bidding';
import { NO_SUCH_CALL } from '../../contract/http';
import { configureHttp, errorText, http, HttpError, isMissingCall, missingCallOf, reasonOf, reasonText } from '../../src/lib/http';
import { i18n, initI18n, loadLanguage } from '../../src/lib/i18n';
import { notify } from '../../src/lib/notify';

vi.mock('../../src/lib/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), warning: vi.fn() } }));

let seen: InternalAxiosRequestConfig | undefined;
/** A transport that answers with the given status, body and headers (the network is not under test). */
const answer =
  (status: number, data: unknown, headers: Record<string, string> = {}): AxiosAdapter =>
  async (config) => {
    seen = config;
    return { status, statusText: '', data, headers, config };
  };

const onUnauthorized = vi.fn();

beforeAll(() => initI18n('zh-CN'));
beforeEach(() => {
  vi.mocked(notify.error).mockClear();
  onUnauthorized.mockClear();
  seen = undefined;
  configureHttp({ getToken: () => 'tok', onUnauthorized });
});

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('HTTP client: the §8 catalogue', () => {
  it('passes a body code 200', async () => {
    const res = await http.get('/x', { adapter: answer(200, { code: 200, success: true, data: 1, msg: '操作成功' }) });
    expect(res.data.data).toBe(1);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('passes a bare body (token, captcha) on HTTP 200', async () => {
    const res = await http.post('/token', null, { adapter: answer(200, { access_token: 'a' }) });
    expect(res.data.access_token).toBe('a');
  });

  it('takes the code from the body first: HTTP 200 with code 400 is a failure with the message toasted', async () => {
    const error = await failure(http.get('/x', { adapter: answer(200, { code: 400, success: false, msg: '验证码不正确' }) }));
    expect(error.code).toBe(400);
    expect(error.message).toBe('验证码不正确');
    expect(notify.error).toHaveBeenCalledWith('验证码不正确');
  });

  it('takes the code from the HTTP status when the body has none; falls back to error_description', async () => {
    const error = await failure(http.get('/x', { adapter: answer(400, { error_description: '用户名或密码不正确' }) }));
    expect(error.code).toBe(400);
    expect(notify.error).toHaveBeenCalledWith('用户名或密码不正确');
  });

  it('shows 未知错误 when neither msg nor error_description is given', async () => {
    const error = await failure(http.get('/x', { adapter: answer(200, { code: 400 }) }));
    expect(error.message).toBe('未知错误');
    expect(notify.error).toHaveBeenCalledWith('未知错误');
  });

  it('handles every status from 200 to 500 itself', async () => {
    for (const status of [201, 204, 302, 429, 500]) {
      const error = await failure(http.get('/x', { adapter: answer(status, { msg: `s${status}` }) }));
      expect(error.code).toBe(status);
      expect(notify.error).toHaveBeenLastCalledWith(`s${status}`);
    }
  });

  it('on 401 in the body: signs out, no toast', async () => {
    const error = await failure(http.get('/x', { adapter: answer(200, { code: 401, msg: '请求未授权' }) }));
    expect(error.code).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('on HTTP 401 without a body: signs out', async () => {
    await failure(http.get('/x', { adapter: answer(401, '') }));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('rejects silently for a whitelisted code', async () => {
    (siteConfig.silentCodes as number[]).push(418);
    const error = await failure(http.get('/x', { adapter: answer(200, { code: 418, msg: 'teapot' }) }));
    (siteConfig.silentCodes as number[]).pop();
    expect(error.silent).toBe(true);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('lets a caller opt out of the toast', async () => {
    const error = await failure(http.get('/x', { silent: true, adapter: answer(200, { code: 500, msg: 'boom' }) }));
    expect(error.message).toBe('boom');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('reports a status outside 200–500 (gateway down) with the catalogue text', async () => {
    const adapter: AxiosAdapter = async (config) => {
      const { AxiosError } = await import('axios');
      throw new AxiosError('bad gateway', 'ERR_BAD_RESPONSE', config, null, { status: 502, statusText: '', data: '', headers: {}, config });
    };
    const error = await failure(http.get('/x', { adapter }));
    expect(error.code).toBe(502);
    expect(notify.error).toHaveBeenCalledWith('服务器开小差了，请稍后再试');
  });

  it('reads a JSON error out of a blob download', async () => {
    const blob = new Blob([JSON.stringify({ code: 403, msg: '无权导出' })], { type: 'application/json' });
    const error = await failure(http.post('/export', null, { responseType: 'blob', adapter: answer(200, blob, { 'content-type': 'application/json' }) }));
    expect(error.code).toBe(403);
    expect(notify.error).toHaveBeenCalledWith('无权导出');
  });

  it('passes a real blob download', async () => {
    const blob = new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const res = await http.post('/export', null, { responseType: 'blob', adapter: answer(200, blob, { 'content-type': blob.type }) });
    expect(res.data).toBe(blob);
  });
});

describe('a backend without the call: a 404 that is not the envelope’s unknown record', () => {
  /** Spring Boot's own answer to a path no controller has (the stand-in's, a BladeX service's). */
  const spring404 = { timestamp: '2026-11-27T08:00:00.000+00:00', status: 404, error: 'Not Found', path: '/api/shian/dashboard' };
  const envelope = (msg: string) => ({ code: 404, success: false, data: null, msg });

  it('tells the missing call from the unknown record by the answer alone', () => {
    expect(isMissingCall(404, spring404)).toBe(true);
    expect(isMissingCall(404, '<html><body><h1>Whitelabel Error Page</h1></body></html>')).toBe(true);
    expect(isMissingCall(404, '')).toBe(true);
    expect(isMissingCall(404, undefined)).toBe(true);
    // a gateway's map without the envelope's `success`
    expect(isMissingCall(404, { code: 404, message: '404 NOT_FOUND' })).toBe(true);
    // Spring's no-handler message, wrapped in the envelope by the backend's exception handler
    expect(isMissingCall(404, envelope('No handler found for GET /api/shian/dashboard'))).toBe(true);
    expect(isMissingCall(200, envelope('No static resource api/shian/dashboard.'))).toBe(true);
    // the reference server's own answer for a path it has no route for names its reason
    expect(isMissingCall(404, { ...envelope('接口不存在'), reason: NO_SUCH_CALL })).toBe(true);
    // the contract's 404 of a record: in the envelope, with the record's message, whatever the HTTP status
    for (const msg of ['数据不存在', '记录不存在', '用户不存在', '机构不存在'])
      for (const status of [404, 200]) expect(isMissingCall(status, envelope(msg)), `${status} ${msg}`).toBe(false);
    expect(isMissingCall(404, { code: '404', success: false, msg: '数据不存在' })).toBe(false);
    // not a 404 at all
    expect(isMissingCall(500, { timestamp: 't', status: 500, error: 'Internal Server Error', path: '/api/x' })).toBe(false);
    expect(isMissingCall(405, { timestamp: 't', status: 405, error: 'Method Not Allowed', path: '/api/x' })).toBe(false);
    expect(isMissingCall(200, { code: 200, success: true, data: null, msg: '操作成功' })).toBe(false);
  });

  it('a read answered by Spring’s 404: no toast, rejected with the call it lacks and the translated text', async () => {
    const error = await failure(http.get('/api/shian/dashboard?month=2026-11', { adapter: answer(404, spring404) }));
    expect(error.code).toBe(404);
    expect(error.silent).toBe(true);
    expect(missingCallOf(error)).toBe('GET /api/shian/dashboard');
    expect(error.message).toBe('该功能需要后端支持：GET /api/shian/dashboard');
    expect(errorText(error, '加载失败')).toBe('该功能需要后端支持：GET /api/shian/dashboard');
    expect(notify.error).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('an unknown record stays an ordinary failure: toasted with its message, no missing call', async () => {
    for (const msg of ['数据不存在', '记录不存在']) {
      const error = await failure(http.get('/api/rabbit-canteenCost/detail', { params: { id: '9' }, adapter: answer(404, envelope(msg)) }));
      expect(error.code).toBe(404);
      expect(missingCallOf(error)).toBeUndefined();
      expect(error.message).toBe(msg);
      expect(notify.error).toHaveBeenLastCalledWith(msg);
    }
  });

  it('an action the user took is told once; a silent one is left to its caller', async () => {
    const error = await failure(http.post('/api/shian/letter/submit', { a: 1 }, { adapter: answer(404, spring404) }));
    expect(missingCallOf(error)).toBe('POST /api/shian/letter/submit');
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledWith('该功能需要后端支持：POST /api/shian/letter/submit');
    vi.mocked(notify.error).mockClear();
    const quiet = await failure(http.post('/api/shian/letter/submit', { a: 1 }, { silent: true, adapter: answer(404, spring404) }));
    expect(missingCallOf(quiet)).toBe('POST /api/shian/letter/submit');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('says it in English too', async () => {
    await loadLanguage('en-US');
    await i18n.changeLanguage('en-US');
    try {
      const error = await failure(http.get('/api/rabbit-desk/todo/summary', { adapter: answer(404, spring404) }));
      expect(error.message).toBe('This feature needs support from the backend: GET /api/rabbit-desk/todo/summary');
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });
});

describe('HTTP client: requests', () => {
  it('sends the Basic client header and the bearer token', async () => {
    await http.get('/x', { adapter: answer(200, { code: 200 }) });
    expect(seen?.headers.get('Authorization')).toBe(`Basic ${btoa('saber:saber_secret')}`);
    expect(seen?.headers.get('Blade-Auth')).toBe('bearer tok');
  });

  it('sends no bearer header without a token', async () => {
    configureHttp({ getToken: () => undefined, onUnauthorized });
    await http.get('/x', { adapter: answer(200, { code: 200 }) });
    expect(seen?.headers.get('Blade-Auth')).toBeUndefined();
    expect(seen?.headers.get('Authorization')).toMatch(/^Basic /);
  });

  it('repeats the key for GET arrays', async () => {
    await http.get('/x', { params: { ids: ['1', '2'], current: 1 }, adapter: answer(200, { code: 200 }) });
    expect(http.getUri(seen!)).toBe('/x?ids=1&ids=2&current=1');
  });

  it('times out after 1,000,000 ms', () => {
    expect(http.defaults.timeout).toBe(1_000_000);
  });

  it('waits for a due refresh before an ordinary call, not before a call that skips it', async () => {
    const beforeRequest = vi.fn(async () => undefined);
    configureHttp({ getToken: () => 'tok', onUnauthorized, beforeRequest });
    await http.get('/x', { adapter: answer(200, { code: 200 }) });
    await http.get('/x', { skipRefresh: true, adapter: answer(200, { code: 200 }) });
    expect(beforeRequest).toHaveBeenCalledTimes(1);
  });
});

describe('request activity (the progress bar on long requests)', () => {
  it('counts a request from start to end, once, whatever its outcome', async () => {
    const { onActivity } = await import('../../src/lib/http');
    const { requestEnded, requestStarted } = await import('../../src/lib/http/activity');
    const seen: number[] = [];
    const stop = onActivity((count) => seen.push(count));
    const first = {};
    const second = {};
    requestStarted(first);
    requestStarted(second);
    requestEnded(first);
    requestEnded(first);
    requestEnded({});
    requestEnded(undefined);
    requestEnded(second);
    stop();
    expect(seen).toEqual([1, 2, 1, 0]);
  });
});

describe('refusals in the user’s language: known reasons, errorText', () => {
  const refused = (body: object) => failure(http.post('/x', null, { adapter: answer(200, { code: 400, success: false, ...body }) }));
  const inEnglish = async <T,>(run: () => Promise<T>): Promise<T> => {
    await loadLanguage('en-US');
    await i18n.changeLanguage('en-US');
    try {
      return await run();
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  };

  it('every reason of contract/ is in both catalogues, its Chinese exactly the server’s message', async () => {
    for (const [reason, message] of Object.entries(BIDDING_REASON_MESSAGES)) {
      expect(reasonText(reason), reason).toBe(message);
      const english = await inEnglish(async () => reasonText(reason));
      expect(english, reason).toBeTruthy();
      expect(english, reason).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('a known reason is shown in the user’s language, toast and error alike', async () => {
    const body = { msg: '已过投标截止时间', reason: BIDDING_REASONS.quoteClosed };
    expect((await refused(body)).message).toBe('已过投标截止时间');
    const error = await inEnglish(() => refused(body));
    expect(error.message).toBe('The bidding deadline has passed');
    expect(notify.error).toHaveBeenLastCalledWith('The bidding deadline has passed');
    expect(reasonOf(error)).toBe(BIDDING_REASONS.quoteClosed);
  });

  it('an unknown reason, or none, leaves the server’s message', async () => {
    expect((await inEnglish(() => refused({ msg: '食堂须隶属于学校', reason: 'dept.unknownReason' }))).message).toBe('食堂须隶属于学校');
    expect((await inEnglish(() => refused({ msg: '食堂须隶属于学校', reason: 'not a key:at all' }))).message).toBe('食堂须隶属于学校');
    expect((await refused({ msg: '食堂须隶属于学校' })).message).toBe('食堂须隶属于学校');
  });

  it('errorText: the reason’s text, else the client’s message, else the fallback', async () => {
    expect(errorText(new Error('boom'), '保存失败')).toBe('保存失败');
    expect(errorText(undefined, '保存失败')).toBe('保存失败');
    expect(errorText(new HttpError(400, '终止原因不少于10个字'), '保存失败')).toBe('终止原因不少于10个字');
    expect(errorText(new HttpError(418, '', { silent: true }), '保存失败')).toBe('保存失败');
    const moved = new HttpError(400, '该招标已被其他人处理，请刷新', { body: { reason: BIDDING_REASONS.movedOn } });
    expect(errorText(moved, '保存失败')).toBe('该招标已被其他人处理，请刷新');
    expect(await inEnglish(async () => errorText(moved, 'Save failed'))).toBe('Someone else has already handled this tender. Please refresh');
    // a 403's text as the client chose it: the server's words in Chinese, the stable code's in English
    expect(errorText(await refused({ code: 403, msg: '不能审核自己创建的招标' }), '失败')).toBe('不能审核自己创建的招标');
    expect(errorText(await inEnglish(() => refused({ code: 403, msg: '不能审核自己创建的招标' })), 'Failed')).toBe('You are not allowed to do this');
  });
});
