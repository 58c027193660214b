import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../src/lib/http';
import { requestRefresh } from '../../src/session/auth-api';
import { isRefreshDue, refreshIfDue, refreshThreshold, startRefreshLoop } from '../../src/session/refresh';
import { setStore } from '../../src/session/storage';
import { defaults, session } from '../../src/session/store';
import type { TokenResponse } from '../../src/session/types';

vi.mock('../../src/session/auth-api', () => ({ requestRefresh: vi.fn(), requestLogout: vi.fn(), requestToken: vi.fn() }));

const T0 = Date.parse('2026-11-01T08:00:00Z');
const tokens = (n: number): TokenResponse =>
  ({ access_token: `a${n}`, refresh_token: `r${n}`, expires_in: 3600, tenant_id: '100001', token_type: 'bearer' }) as TokenResponse;

function signedIn(tokenTime = T0) {
  // Storage was cleared behind the store's back (test setup): reset, so that every field is written again.
  Object.assign(session, defaults());
  Object.assign(session, { accessToken: 'a0', refreshToken: 'r0', tokenTime, expiresIn: 3600, tenantId: '100001', userInfo: { account: 'x' } });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
  vi.mocked(requestRefresh).mockReset();
  signedIn();
});
afterEach(() => vi.useRealTimers());

describe('refresh threshold', () => {
  it('never waits past 80% of expires_in', () => {
    expect(refreshThreshold(3600, 86_400)).toBe(2880);
    expect(refreshThreshold(200_000, 86_400)).toBe(86_400);
    expect(refreshThreshold(0, 86_400)).toBe(86_400);
  });

  it('is due once the token age reaches the threshold', () => {
    expect(isRefreshDue(session, T0 + 2879_000)).toBe(false);
    expect(isRefreshDue(session, T0 + 2880_000)).toBe(true);
    expect(isRefreshDue({ ...session, accessToken: '' }, T0 + 9e9)).toBe(false);
  });
});

describe('refresh check every 10 s', () => {
  it('refreshes at the threshold, not before, and stores the new tokens', async () => {
    vi.mocked(requestRefresh).mockResolvedValue(tokens(1));
    const stop = startRefreshLoop();
    await vi.advanceTimersByTimeAsync(2870_000);
    expect(requestRefresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    expect(requestRefresh).toHaveBeenCalledWith('r0', '100001');
    expect(session.accessToken).toBe('a1');
    expect(session.refreshToken).toBe('r1');
    expect(session.tokenTime).toBe(T0 + 2880_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it('runs one refresh at a time: concurrent callers share it', async () => {
    let resolve!: (value: TokenResponse) => void;
    vi.mocked(requestRefresh).mockReturnValue(new Promise((r) => (resolve = r)));
    vi.setSystemTime(T0 + 3000_000);
    const calls = [refreshIfDue(), refreshIfDue(), refreshIfDue()];
    resolve(tokens(2));
    await Promise.all(calls);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    expect(session.accessToken).toBe('a2');
  });

  it('keeps the session when the refresh fails for network or server reasons, and retries at the next check', async () => {
    vi.mocked(requestRefresh).mockRejectedValueOnce(new HttpError(0, 'network')).mockRejectedValueOnce(new HttpError(500, 'boom')).mockResolvedValue(tokens(3));
    vi.setSystemTime(T0 + 3000_000);
    await refreshIfDue();
    expect(session.accessToken).toBe('a0');
    await refreshIfDue();
    expect(session.accessToken).toBe('a0');
    expect(session.userInfo).not.toBeNull();
    await refreshIfDue();
    expect(session.accessToken).toBe('a3');
  });

  it('signs out when the server refuses the grant', async () => {
    vi.mocked(requestRefresh).mockRejectedValue(new HttpError(401, '登录已过期，请重新登录'));
    vi.setSystemTime(T0 + 3000_000);
    await refreshIfDue();
    expect(session.accessToken).toBe('');
    expect(session.userInfo).toBeNull();
  });

  it('signs out on an answer with error_description', async () => {
    vi.mocked(requestRefresh).mockResolvedValue({ error_code: 400, error_description: 'invalid' } as TokenResponse);
    vi.setSystemTime(T0 + 3000_000);
    await refreshIfDue();
    expect(session.accessToken).toBe('');
  });

  it('adopts tokens another window refreshed meanwhile instead of refreshing again', async () => {
    vi.setSystemTime(T0 + 3000_000);
    setStore('accessToken', 'other-window');
    setStore('refreshToken', 'r-other');
    setStore('tokenTime', T0 + 2990_000);
    setStore('expiresIn', 3600);
    await refreshIfDue();
    expect(requestRefresh).not.toHaveBeenCalled();
    expect(session.accessToken).toBe('other-window');
  });
});
