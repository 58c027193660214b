import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@arco-design/web-react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_MIN, IDENTITY_MIN, layoutColumns, SELECTION_WIDTH } from '../../src/components/crud/column-layout';
import { RowActions } from '../../src/components/crud/row-actions';

interface Row {
  id: string;
}

// The list rule (docs/product-rules.md#lists): widths as minimums, the state beside 操作, actions on one line.
describe('the columns of a list', () => {
  const columns = [
    { title: '编号', dataIndex: 'biddingNo', width: 160 },
    { title: '标题', dataIndex: 'title' },
    { title: '状态', dataIndex: 'biddingProgress', width: 100 },
    { title: '分类', dataIndex: 'categoryName' },
    { title: '开标时间', dataIndex: 'openingTime', width: 170 },
  ];

  it('scroll past the sum of their minimums, the check boxes and the actions', () => {
    const { x } = layoutColumns<Row>(columns, { actionWidth: 150, selectable: true });
    expect(x).toBe(160 + IDENTITY_MIN + 100 + DEFAULT_MIN + 170 + SELECTION_WIDTH + 150);
  });

  it('leave the spare room to the identifying column, end long text in an ellipsis, and fix the state beside 操作', () => {
    const laid = layoutColumns<Row>(columns, { actionWidth: 150 }).columns;
    expect(laid.map((column) => column.dataIndex)).toEqual(['biddingNo', 'title', 'categoryName', 'openingTime', 'biddingProgress']);
    const title = laid.find((column) => column.dataIndex === 'title');
    expect(title).toMatchObject({ className: 'crud-col-identity', ellipsis: true });
    expect(title?.width).toBeUndefined();
    expect(laid.find((column) => column.dataIndex === 'categoryName')).toMatchObject({ width: DEFAULT_MIN });
    expect(laid.at(-1)).toMatchObject({ fixed: 'right', className: 'crud-col-state' });
  });

  it('keep a screen’s own fixed columns and ellipsis where it put them', () => {
    const laid = layoutColumns<Row>(
      [
        { title: '名称', dataIndex: 'name', fixed: 'left', width: 120, ellipsis: false },
        { title: '状态', dataIndex: 'status', width: 80 },
      ],
      {},
    ).columns;
    expect(laid.map((column) => [column.dataIndex, column.fixed, column.ellipsis])).toEqual([
      ['name', 'left', false],
      ['status', undefined, true],
    ]);
  });
});

describe('the actions of a row', () => {
  const own = (count: number) =>
    Array.from({ length: count }, (_, i) => (
      <Button key={i} type="text" size="mini" data-testid={`own-${i}`}>
        {`动作${i}`}
      </Button>
    ));

  it('show up to three on the row', () => {
    render(
      <RowActions testId="r" onView={vi.fn()} onEdit={vi.fn()}>
        {own(1)}
      </RowActions>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['查看', '编辑', '动作0']);
  });

  it('keep two past three and put the rest in 更多, which the keyboard opens, walks and leaves', async () => {
    const remove = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <RowActions testId="r" onView={vi.fn()} onEdit={vi.fn()} onRemove={remove}>
          <>{own(2)}</>
        </RowActions>
      </>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['查看', '编辑', '更多']);
    const more = screen.getByTestId('r-more');
    // names what it holds, for the browser tests' rowAction helper
    expect(more).toHaveAttribute('data-holds', 'own-0 own-1 r-remove');
    more.focus();
    await user.keyboard('{Enter}');
    const list = await screen.findByTestId('r-more-list');
    expect([...list.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['动作0', '动作1', '删除']);
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('own-0')));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByTestId('r-remove'));
    await user.keyboard('{Enter}');
    expect(remove).toHaveBeenCalledTimes(1);
    more.focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('own-0')));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(more);
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });
});
