import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session, type ErrorLogEntry } from '../../src/session';
import { appendEntry, clip, MAX_ENTRIES, recordError, redact, startErrorCapture } from '../../src/shell/error-log/capture';
import { ErrorLogButton } from '../../src/shell/error-log/error-log-button';
import '../../src/shell/shell-i18n';

const entry = (n: number): ErrorLogEntry => ({ type: 'error', message: `e${n}`, stack: '', info: '', url: '/', time: '2026-01-01 00:00:00' });

describe('the error log', () => {
  afterEach(() => {
    session.logsList = [];
  });

  it('redacts tokens wherever they appear', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abcDEF_123';
    expect(redact(`failed with ${jwt}`)).toBe('failed with ***');
    expect(redact('Blade-Auth: bearer abc.def')).toBe('Blade-Auth: bearer ***');
    expect(redact('/x?access_token=s3cret&y=1&refresh_token=r')).toBe('/x?access_token=***&y=1&refresh_token=***');
  });

  it('clips long fields and keeps only the newest 200 entries', () => {
    expect(clip('x'.repeat(5000), 4096)).toHaveLength(4096);
    let list: ErrorLogEntry[] = [];
    for (let n = 0; n < MAX_ENTRIES + 5; n += 1) list = appendEntry(list, entry(n));
    expect(list).toHaveLength(200);
    expect(list[0]!.message).toBe('e5');
    expect(list.at(-1)!.message).toBe('e204');
  });

  it('captures window errors and unhandled rejections with address and time, and never throws', () => {
    const stop = startErrorCapture();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom eyJa.eyJb.c'), message: 'boom' }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('rejected') });
    window.dispatchEvent(rejection);
    stop();
    expect(session.logsList.map((item) => [item.type, item.message])).toEqual([
      ['error', 'boom ***'],
      ['promise', 'rejected'],
    ]);
    expect(session.logsList[0]!.url).toBe(window.location.href);
    expect(session.logsList[0]!.time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => recordError('error', circular)).not.toThrow();
  });

  it('caps the badge at 99+', () => {
    session.logsList = Array.from({ length: 120 }, (_, n) => entry(n));
    render(<ErrorLogButton />);
    expect(screen.getByTestId('error-log-badge').textContent).toContain('99+');
  });
});
