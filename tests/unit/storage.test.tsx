import { describe, expect, it, vi } from 'vitest';
import { getStore, removeStore, setStore, storageKey } from '../../src/session/storage';

describe('storage helper', () => {
  it('writes prefixed entries with dataType, content, type and datetime', () => {
    vi.setSystemTime(new Date('2026-11-01T08:00:00Z'));
    setStore('token', 'abc', 'session');
    const raw = sessionStorage.getItem('shian-token');
    expect(storageKey('token')).toBe('shian-token');
    expect(JSON.parse(raw!)).toEqual({ dataType: 'string', content: 'abc', type: 'session', datetime: Date.parse('2026-11-01T08:00:00Z') });
    vi.useRealTimers();
  });

  it('keeps the content type: numbers, booleans, objects, arrays', () => {
    setStore('n', 42);
    setStore('b', false);
    setStore('o', { a: 1 });
    setStore('a', [1, 2]);
    expect(getStore('n')).toBe(42);
    expect(getStore('b')).toBe(false);
    expect(getStore('o')).toEqual({ a: 1 });
    expect(getStore('a')).toEqual([1, 2]);
    expect(JSON.parse(localStorage.getItem('shian-o')!).dataType).toBe('object');
  });

  it('reads session storage before persistent storage', () => {
    setStore('x', 'persistent', 'local');
    setStore('x', 'window', 'session');
    expect(getStore('x')).toBe('window');
    removeStore('x', 'session');
    expect(getStore('x')).toBe('persistent');
  });

  it('returns the raw string when an entry is not JSON, and never evaluates it', () => {
    const marker = vi.fn();
    (window as unknown as { marker: () => void }).marker = marker;
    localStorage.setItem('shian-bad', 'window.marker()');
    expect(getStore('bad')).toBe('window.marker()');
    expect(marker).not.toHaveBeenCalled();
  });

  it('returns parsed JSON that lacks the entry shape as it is', () => {
    localStorage.setItem('shian-plain', '{"a":1}');
    expect(getStore('plain')).toEqual({ a: 1 });
  });

  it('reads nothing for a name never stored', () => {
    expect(getStore('missing')).toBeUndefined();
  });

  it('survives a full storage: the write is dropped, the app goes on', () => {
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => setStore('big', 'x'.repeat(10))).not.toThrow();
    spy.mockRestore();
    warn.mockRestore();
    expect(getStore('big')).toBeUndefined();
  });
});
