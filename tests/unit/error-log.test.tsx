import { fireEvent, render, screen } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorLogUnsupportedError, uploadErrorLog } from '../../src/domains/error-log';
import { configureHttp, http, HttpError } from '../../src/lib/http';
import { i18n } from '../../src/lib/i18n';
import { session, type ErrorLogEntry } from '../../src/session';
import { appendEntry, clip, MAX_ENTRIES, readEntries, recordError, redact, startErrorCapture, toEntry } from '../../src/shell/error-log/capture';
import { ErrorBoundary } from '../../src/shell/error-log/error-boundary';
import { ErrorLogButton } from '../../src/shell/error-log/error-log-button';
import { sendErrorLog, uploadFailureText } from '../../src/shell/error-log/error-log-dialog';
import '../../src/shell/shell-i18n';

vi.mock('../../src/lib/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), warning: vi.fn() } }));

const entry = (n: number): ErrorLogEntry => ({ type: 'error', message: `e${n}`, stack: '', info: '', url: '/', time: '2026-01-01 00:00:00' });

/** A transport answering with a status and body; records the bodies sent. */
const sent: unknown[] = [];
const answer =
  (status: number, data: unknown, onSend?: () => void): AxiosAdapter =>
  async (config) => {
    sent.push(JSON.parse(String(config.data)));
    onSend?.();
    return { status, statusText: '', data, headers: {}, config };
  };

beforeAll(async () => {
  await i18n.changeLanguage('zh-CN');
  configureHttp({ getToken: () => 'tok', onUnauthorized: () => undefined });
});

afterEach(() => {
  session.logsList = [];
  http.defaults.adapter = undefined;
  sent.length = 0;
});

describe('redaction and clipping', () => {
  it('redacts JWTs, bearer values, token query values and JSON token fields', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abcDEF_123';
    expect(redact(`failed with ${jwt}`)).toBe('failed with ***');
    expect(redact(`clipped eyJhbGciOiJIUzI1NiJ9.eyJzd`)).toBe('clipped ***');
    expect(redact('Blade-Auth: bearer abc.def')).toBe('Blade-Auth: bearer ***');
    expect(redact('Authorization: Bearer x1,y')).toBe('Authorization: Bearer ***,y');
    expect(redact('/x?access_token=s3cret&y=1&refresh_token=r#top')).toBe('/x?access_token=***&y=1&refresh_token=***#top');
    expect(redact('{"access_token":"a.b","refreshToken": "c","name":"x"}')).toBe('{"access_token":"***","refreshToken": "***","name":"x"}');
  });

  it('leaves ordinary text alone', () => {
    const text = 'keyJoin failed: token expired at /wel/index?tab=1 (code=5)';
    expect(redact(text)).toBe(text);
  });

  it('clips long text to the limit, marking the cut', () => {
    const long = clip('x'.repeat(5000), 4096);
    expect(long).toHaveLength(4096);
    expect(long.endsWith('…')).toBe(true);
    expect(clip('short', 4096)).toBe('short');
  });

  it('builds entries with message ≤ 1 kB, stack ≤ 4 kB, every field redacted', () => {
    const error = new Error(`m${'x'.repeat(3000)}`);
    error.stack = `at ${'y'.repeat(9000)}`;
    const made = toEntry('http', error, 'info bearer abc', 'http://h/p?access_token=t', '2026-01-01 00:00:00');
    expect(made.message).toHaveLength(1024);
    expect(made.stack).toHaveLength(4096);
    expect(made.info).toBe('info bearer ***');
    expect(made.url).toBe('http://h/p?access_token=***');
    expect(made.type).toBe('http');
  });
});

describe('the log', () => {
  it('keeps only the newest 200 entries', () => {
    let list: ErrorLogEntry[] = [];
    for (let n = 0; n < MAX_ENTRIES + 5; n += 1) list = appendEntry(list, entry(n));
    expect(list).toHaveLength(200);
    expect(list[0]!.message).toBe('e5');
    expect(list.at(-1)!.message).toBe('e204');

    for (let n = 0; n < 250; n += 1) recordError('error', `r${n}`);
    expect(session.logsList).toHaveLength(200);
    expect(session.logsList.at(-1)!.message).toBe('r249');
  });

  it('captures window errors and unhandled rejections with address and time, until stopped', () => {
    // Vitest reports window errors as failures unless the page itself listens for them.
    const pageListener = () => undefined;
    window.addEventListener('error', pageListener);
    const stop = startErrorCapture();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom eyJa.eyJb.c'), message: 'boom', filename: 'app.js', lineno: 3, colno: 7 }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('rejected') });
    window.dispatchEvent(rejection);
    stop();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('after stop') }));
    window.removeEventListener('error', pageListener);

    expect(session.logsList.map((item) => [item.type, item.message])).toEqual([
      ['error', 'boom ***'],
      ['error', 'Script error.'],
      ['promise', 'rejected'],
    ]);
    const [first] = session.logsList;
    expect(first!.info).toBe('app.js:3:7');
    expect(first!.stack).toContain('boom ***');
    expect(first!.url).toBe(window.location.href);
    expect(first!.time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('keeps a call the backend lacks out of the log: its screen says so, and every opening would add another', () => {
    const stop = startErrorCapture();
    const missing = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(missing, 'reason', {
      value: new HttpError(404, '该功能需要后端支持：GET /api/shian/dashboard', { silent: true, missingCall: 'GET /api/shian/dashboard' }),
    });
    window.dispatchEvent(missing);
    const unknownRecord = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(unknownRecord, 'reason', { value: new HttpError(404, '数据不存在') });
    window.dispatchEvent(unknownRecord);
    stop();
    expect(session.logsList.map((item) => [item.type, item.message])).toEqual([['promise', '数据不存在']]);
  });

  it('never throws, whatever was thrown', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const hostile = {
      get message(): string {
        throw new Error('no');
      },
    };
    for (const thing of [circular, Object.create(null), hostile, null, undefined, 42, { message: 'plain' }]) {
      expect(() => recordError('promise', thing)).not.toThrow();
    }
    expect(session.logsList.map((item) => item.message)).toEqual(['[object Object]', '{}', 'unknown error', 'null', 'undefined', '42', 'plain']);
  });

  it('reads back only well-formed entries from storage', () => {
    const rows = readEntries([entry(1), null, 'junk', { message: 7, type: 'error' }]);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual({ type: 'error', message: '', stack: '', info: '', url: '', time: '' });
  });
});

describe('upload', () => {
  it('sends { entries } and removes only what was sent', async () => {
    session.logsList = [entry(1), entry(2)];
    http.defaults.adapter = answer(200, { code: 200, success: true, data: { saved: 2 }, msg: '' }, () => recordError('error', 'during upload'));
    await sendErrorLog();
    expect(sent).toEqual([{ entries: [entry(1), entry(2)] }]);
    expect(session.logsList.map((item) => item.message)).toEqual(['during upload']);
  });

  it('keeps the log when the upload fails, and names a server without the endpoint', async () => {
    session.logsList = [entry(1)];
    http.defaults.adapter = answer(404, { status: 404, error: 'Not Found' });
    const error = await sendErrorLog().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorLogUnsupportedError);
    expect(uploadFailureText(error)).toBe('当前服务器不支持接收错误日志，日志已保留');
    expect(session.logsList).toHaveLength(1);

    http.defaults.adapter = answer(200, { code: 400, success: false, data: null, msg: '参数错误' });
    const other = await uploadErrorLog([entry(1)]).catch((e: unknown) => e);
    expect(other).toBeInstanceOf(HttpError);
    expect(uploadFailureText(other)).toBe('上传失败，日志已保留：参数错误');
    expect(session.logsList).toHaveLength(1);
  });
});

describe('the header button', () => {
  it('caps the badge at 99+ and hides it at 0', () => {
    session.logsList = Array.from({ length: 120 }, (_, n) => entry(n));
    const { unmount } = render(<ErrorLogButton />);
    expect(screen.getByTestId('error-log-badge').textContent).toContain('99+');
    expect(screen.getByTestId('error-log-button')).toHaveAccessibleName('错误日志（120 条）');
    unmount();

    session.logsList = [];
    render(<ErrorLogButton />);
    expect(screen.getByTestId('error-log-badge').textContent).toBe('');
  });
});

describe('the error boundary', () => {
  it('logs a render error with its component stack and offers a retry', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const Page = () => {
      if (fail) throw new Error('render boom');
      return <p>page ok</p>;
    };
    render(
      <ErrorBoundary>
        <Page />
      </ErrorBoundary>,
    );
    expect(screen.getByTestId('render-error')).toHaveTextContent('页面出错了');
    expect(session.logsList).toHaveLength(1);
    expect(session.logsList[0]).toMatchObject({ type: 'react', message: 'render boom' });
    expect(session.logsList[0]!.info).toContain('Page');
    fail = false;
    fireEvent.click(screen.getByTestId('render-error-retry'));
    expect(screen.getByText('page ok')).toBeInTheDocument();
    quiet.mockRestore();
  });
});
