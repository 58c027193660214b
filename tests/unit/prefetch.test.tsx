import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import useSWR, { mutate, preload } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchStatistics } from '../../screens/data/prefetch';
import { pollInterval } from '../../screens/data/settings';
import { useStatistics } from '../../screens/data/use-statistics';
import { warm } from '../../src/app/screen-routes';
import { prefetchCrudList } from '../../src/components/crud/prefetch';
import { useCrudList } from '../../src/components/crud/use-crud-list';
import { http } from '../../src/lib/http';
import { prefetch, UNCLAIMED_MS } from '../../src/lib/prefetch';
import { defaults, session, type MenuNode } from '../../src/session';

// A screen's first requests start while its code loads (src/lib/prefetch.ts): the page takes the prefetched request
// instead of asking again, a key the cache holds is left alone, and an answer no page took is dropped.

const page = (rows: string[]) => ({ records: rows.map((id) => ({ id })), total: rows.length, current: 1, size: 10, pages: 1 });
let unique = 0;
const name = () => `prefetch-test-${(unique += 1)}`;

function List({ list, fetchPage }: { list: string; fetchPage: (query: Record<string, string | number>) => Promise<ReturnType<typeof page>> }) {
  const { list: state } = useCrudList(list, fetchPage);
  return <p data-testid="rows">{state.data?.records.map((row) => row.id).join(',') ?? 'loading'}</p>;
}

describe('prefetch', () => {
  afterEach(() => {
    vi.useRealTimers();
    Object.assign(session, defaults());
  });

  it('gives a list the request started before it was drawn, under the key useCrudList asks with', async () => {
    const list = name();
    const fetchPage = vi.fn(async () => page(['a', 'b']));
    prefetchCrudList(list, fetchPage, '?status=0&id=9');
    expect(fetchPage).toHaveBeenCalledWith({ status: '0', current: 1, size: 10 });
    // the page at that address (its filters from the query string)
    render(
      <MemoryRouter initialEntries={['/list?status=0&id=9']}>
        <List list={list} fetchPage={fetchPage} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('a,b')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('leaves a key the cache holds to its page', async () => {
    const key = [name()];
    await mutate(key, 'held', { revalidate: false });
    const fetcher = vi.fn(async () => 'fresh');
    prefetch(key, fetcher);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('drops an answer no page took, so that a later page asks again', async () => {
    vi.useFakeTimers();
    const key = [name()];
    prefetch(key, async () => 'early');
    await vi.advanceTimersByTimeAsync(0);
    const again = vi.fn(async () => 'again');
    // still waiting for its page: a second start takes the first request
    void preload(key, again);
    expect(again).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(UNCLAIMED_MS);
    void preload(key, again);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('is not dropped once a page took it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const key = [name()];
    const fetcher = vi.fn(async () => 'early');
    prefetch(key, fetcher);
    function Page() {
      const { data } = useSWR(key, async () => 'page’s own');
      return <p>{data ?? 'loading'}</p>;
    }
    render(<Page />);
    await vi.advanceTimersByTimeAsync(UNCLAIMED_MS + 1);
    expect(screen.getByText('early')).toBeInTheDocument();
  });
});

describe('a screen’s start (warm)', () => {
  const requests: string[] = [];
  beforeEach(() => {
    requests.length = 0;
    vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
      requests.push(url);
      return { data: { code: 200, data: page([]) } };
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Object.assign(session, defaults());
  });

  const menus = [{ id: '1', name: '系统管理', path: '/system', children: [{ id: '2', name: '用户管理', path: '/system/user' }] }] as MenuNode[];
  const signIn = () => Object.assign(session, { accessToken: 'token', userInfo: { userType: 'admin' }, loginType: 1, menuAll: menus, roles: [] });

  it('gives a statistics screen the figures asked for while the chart library loaded', async () => {
    vi.mocked(http.get).mockImplementation(async (url: string) => {
      requests.push(url);
      return { data: { code: 200, data: { kpis: {}, panels: {}, scope: { schools: 1, schoolList: [] } } } };
    });
    const search = '?school=5';
    prefetchStatistics('rice', search);
    function Screen() {
      const state = useStatistics('rice', { month: undefined, schoolId: '5' }, pollInterval(search, 30));
      return <p>{state.data ? 'drawn' : 'loading'}</p>;
    }
    render(<Screen />);
    expect(await screen.findByText('drawn')).toBeInTheDocument();
    expect(requests).toEqual(['/api/shian/statistics/rice']);
  });

  it('asks nothing for a visitor without a session, nor for a locked one', async () => {
    warm(new URL('http://x/system/user'));
    signIn();
    session.isLock = true;
    warm(new URL('http://x/system/user'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests).toEqual([]);
  });

  it('starts 用户管理’s first page for a user whose menus hold it, and nothing for a path they lack', async () => {
    signIn();
    warm(new URL('http://x/system/dept'));
    warm(new URL('http://x/system/user?deptId=7'));
    await waitFor(() => expect(requests).toEqual(['/api/rabbit-user/page']));
  });
});
