import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { CrudTable } from '../../src/components/crud/crud-table';
import { useCrudList } from '../../src/components/crud/use-crud-list';
import { HttpError, type Page } from '../../src/lib/http';

// The one list pattern: the page fetch stands in for the server here (the whole journeys are browser tests).
const notify = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('../../src/lib/notify', () => ({ notify }));

interface Row {
  id: string;
  name: string;
}

function List({
  fetchPage,
  onRemove,
}: {
  fetchPage: (query: Record<string, string | number>) => Promise<Page<Row>>;
  onRemove?: (ids: string[]) => Promise<void>;
}) {
  const list = useCrudList<Row>('things', fetchPage);
  return (
    <CrudTable<Row>
      name="things"
      list={list}
      columns={[{ title: '名称', dataIndex: 'name' }]}
      searchFields={[{ field: 'name', label: '名称' }]}
      onRemove={onRemove}
    />
  );
}

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
const page = (records: Row[], total = records.length): Page<Row> => ({ records, total, current: 1, size: 10, pages: 1 });

describe('the CRUD table', () => {
  it('draws the page with its total, and merges the search into the paging parameters from page 1', async () => {
    const fetchPage = vi.fn(async (query: Record<string, string | number>) =>
      query.name
        ? page([{ id: '2', name: '乙' }], 1)
        : page(
            [
              { id: '1', name: '甲' },
              { id: '2', name: '乙' },
            ],
            25,
          ),
    );
    render(<List fetchPage={fetchPage} />, { wrapper });
    const table = await screen.findByTestId('things-table');
    await waitFor(() => expect(within(table).getByText('甲')).toBeInTheDocument());
    expect(table).toHaveTextContent('25');
    expect(fetchPage).toHaveBeenLastCalledWith({ current: 1, size: 10 });

    await userEvent.type(within(screen.getByTestId('things-search')).getByPlaceholderText('名称'), '  乙 ');
    await userEvent.click(screen.getByRole('button', { name: /搜索/ }));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ name: '乙', current: 1, size: 10 }));
    await waitFor(() => expect(within(table).queryByText('甲')).toBeNull());
  });

  it('says so when the list is empty, and offers a retry when it fails', async () => {
    const fetchPage = vi.fn().mockRejectedValueOnce(new HttpError(500, '服务器错误')).mockResolvedValue(page([]));
    render(<List fetchPage={fetchPage} />, { wrapper });
    const failed = await screen.findByTestId('things-error');
    expect(failed).toHaveTextContent('数据加载失败');
    await userEvent.click(within(failed).getByRole('button'));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('warns instead of asking when a batch removal has nothing selected', async () => {
    const onRemove = vi.fn();
    render(<List fetchPage={async () => page([{ id: '1', name: '甲' }])} onRemove={onRemove} />, { wrapper });
    await screen.findByText('甲');
    await userEvent.click(screen.getByTestId('things-batch-remove'));
    expect(notify.warning).toHaveBeenCalledWith('请选择至少一条数据');
    expect(onRemove).not.toHaveBeenCalled();
  });
});
