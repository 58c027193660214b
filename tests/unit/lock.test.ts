import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../src/session';
import { lock, unlock } from '../../src/shell/lock/lock-actions';
import { checkLockPassword, hashLockPassword } from '../../src/shell/lock/lock-hash';

describe('the lock screen', () => {
  afterEach(() => {
    vi.useRealTimers();
    session.isLock = false;
    session.lockPasswd = '';
  });

  it('keeps only a salted hash of the lock password', async () => {
    const stored = await hashLockPassword('Secret1');
    expect(stored).not.toContain('Secret1');
    expect(stored).toMatch(/^sha256\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await hashLockPassword('Secret1')).not.toBe(stored);
    expect(await checkLockPassword('Secret1', stored)).toBe(true);
    expect(await checkLockPassword('secret1', stored)).toBe(false);
    expect(await checkLockPassword('Secret1', 'Secret1')).toBe(false);
  });

  it('locks, goes to /lock after 100 ms, and unlocks only with the right password', async () => {
    const go = vi.fn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await lock('Secret1', '/system/user?x=1', go);
    expect(session.isLock).toBe(true);
    vi.advanceTimersByTime(99);
    expect(go).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(go).toHaveBeenCalledWith('/lock');
    vi.useRealTimers();
    expect(await unlock('wrong')).toBeUndefined();
    expect(session.isLock).toBe(true);
    expect(await unlock('Secret1')).toBe('/system/user?x=1');
    expect(session.isLock).toBe(false);
    expect(session.lockPasswd).toBe('');
  });
});
