import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CrudTable } from '../../src/components/crud/crud-table';
import { useCrudList } from '../../src/components/crud/use-crud-list';
import { StatusPanel } from '../../src/components/status-panel';
import { HttpError, type Page } from '../../src/lib/http';
import { i18n, initI18n, loadLanguage } from '../../src/lib/i18n';
import { SIGNED_IN_SWR } from '../../src/shell/signed-in-providers';

// A screen whose call the backend lacks (issue 30 item 4): the shared error states show 该功能需要后端支持 naming the
// call, instead of 加载失败 and a retry that cannot help; the call itself is classified in http-client.test.tsx.
const notify = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('../../src/lib/notify', () => ({ notify }));

const CALL = 'GET /api/shian/dashboard';
const missing = () => new HttpError(404, `该功能需要后端支持：${CALL}`, { silent: true, missingCall: CALL });

beforeAll(() => initI18n('zh-CN'));

describe('the shared error state before a backend without the call', () => {
  it('names the call, offers no retry, and is a status rather than an alert', () => {
    const retry = vi.fn();
    render(<StatusPanel kind="error" title="加载失败" actionLabel="重试" onAction={retry} testId="x-error" error={missing()} />);
    const panel = screen.getByTestId('needs-backend');
    expect(panel).toHaveAttribute('role', 'status');
    expect(panel).toHaveAttribute('data-call', CALL);
    expect(within(panel).getByRole('heading')).toHaveTextContent('该功能需要后端支持');
    expect(panel).toHaveTextContent(CALL);
    expect(panel).toHaveTextContent('请联系系统管理员');
    expect(within(panel).queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('x-error')).toBeNull();
  });

  it('any other failure keeps the caller’s panel and its retry, an unknown record (404 数据不存在) included', () => {
    for (const error of [new HttpError(404, '数据不存在'), new HttpError(500, '服务器内部错误'), new Error('boom'), undefined]) {
      const { unmount } = render(<StatusPanel kind="error" title="加载失败" actionLabel="重试" onAction={vi.fn()} testId="x-error" error={error} />);
      expect(screen.getByTestId('x-error')).toHaveAttribute('role', 'alert');
      expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
      expect(screen.queryByTestId('needs-backend')).toBeNull();
      unmount();
    }
  });

  it('keeps what the screen offers instead (its children)', () => {
    render(
      <StatusPanel kind="error" title="加载失败" error={missing()}>
        <a href="/info/index">个人信息</a>
      </StatusPanel>,
    );
    expect(within(screen.getByTestId('needs-backend')).getByRole('link', { name: '个人信息' })).toBeInTheDocument();
  });

  it('in English', async () => {
    await loadLanguage('en-US');
    await i18n.changeLanguage('en-US');
    try {
      render(<StatusPanel kind="error" title="Failed" error={missing()} />);
      const panel = screen.getByTestId('needs-backend');
      expect(within(panel).getByRole('heading')).toHaveTextContent('This feature needs support from the backend');
      expect(panel).toHaveTextContent('Ask your system administrator');
      expect(panel).toHaveTextContent(CALL);
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });
});

interface Row {
  id: string;
  name: string;
}

function List({ fetchPage }: { fetchPage: () => Promise<Page<Row>> }) {
  const list = useCrudList<Row>('things', fetchPage);
  return <CrudTable<Row> name="things" list={list} columns={[{ title: '名称', dataIndex: 'name' }]} />;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ ...SIGNED_IN_SWR, provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

describe('the CRUD table before a backend without its list call', () => {
  it('shows the state in place of the table, asks once (no retry), toasts nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fetchPage = vi.fn(() => Promise.reject(missing()));
      render(<List fetchPage={fetchPage} />, { wrapper });
      const panel = await screen.findByTestId('needs-backend');
      expect(within(screen.getByTestId('things-crud')).getByTestId('needs-backend')).toBe(panel);
      expect(panel).toHaveTextContent(CALL);
      expect(screen.queryByTestId('things-table')).toBeNull();
      expect(screen.queryByTestId('things-error')).toBeNull();
      // a signed-in window's SWR asks nothing again by itself: a minute later, still the one call
      await vi.advanceTimersByTimeAsync(60_000);
      expect(fetchPage).toHaveBeenCalledTimes(1);
      expect(notify.error).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
