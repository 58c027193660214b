import { Form, Input } from '@arco-design/web-react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { watchArcoAria } from '../../src/components/a11y/arco-aria';
import { CrudDialog, CrudTable, RowActions, useCrudList } from '../../src/components/crud';
import { PickerDialog } from '../../src/components/pickers';
import type { Page } from '../../src/lib/http';
import { i18n } from '../../src/lib/i18n';
import { session, type MenuNode } from '../../src/session';
import { ModuleBar } from '../../src/shell/layout/module-bar';
import { Sidebar } from '../../src/shell/layout/sidebar';
import { MenuSearch } from '../../src/shell/search/menu-search-overlay';
import '../../src/shell/shell-i18n';
import { TabBar } from '../../src/shell/tabs/tab-bar';
import { axeViolations, expectNoAxeViolations } from './axe';

// The shared parts, rendered as the console draws them, checked by axe-core for the WCAG 2.1 A and AA rules (colour
// contrast is the browser's: the screenshot tool's check). A regression in a shared part is found here, before
// the browser suites.
vi.mock('../../src/lib/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const leaf = (id: string, name: string, path: string): MenuNode => ({ id, code: id, name, path, source: 'iconfont icon-setting' });
const MODULES: MenuNode[] = [
  {
    id: 'm1',
    code: 'system',
    name: '系统管理',
    path: '/system',
    children: [
      { id: 'g1', name: '用户', path: '/system/u', children: [leaf('user', '用户管理', '/system/user'), leaf('role', '角色管理', '/system/role')] },
      leaf('dict', '字典管理', '/dict-horizontal/index'),
    ],
  },
  { id: 'm2', code: 'bidding', name: '招标', path: '/zhaobiao', children: [leaf('group', '招标小组', '/zhaobiao/group/index')] },
];

const inRouter = (node: ReactNode, at = '/system/user') => <MemoryRouter initialEntries={[at]}>{node}</MemoryRouter>;
const swr = (node: ReactNode) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{node}</SWRConfig>;

beforeAll(async () => {
  await i18n.changeLanguage('zh-CN');
  // as the console's entry does (src/main.tsx)
  watchArcoAria();
});

describe('the shell parts', () => {
  it.each([
    ['the sidebar, grouped by module, a branch open', { grouped: true, collapsed: false }],
    ['the sidebar of one module', { grouped: false, collapsed: false }],
    ['the sidebar folded to icons', { grouped: true, collapsed: true }],
  ])('%s', async (_name, { grouped, collapsed }) => {
    const { container } = render(inRouter(<Sidebar groups={grouped ? MODULES : [MODULES[0]!]} grouped={grouped} collapsed={collapsed} onNavigate={vi.fn()} />));
    const menu = screen.getByTestId('sidebar-menu');
    expect(menu).toHaveAccessibleName('侧边菜单');
    // every sub-menu header is a menu item that says whether it is open (corrected by the document's watcher, a
    // microtask after Arco draws it: before the browser paints)
    await waitFor(() => {
      for (const header of container.querySelectorAll('.arco-menu-inline-header, .arco-menu-pop-header')) expect(header).toHaveAttribute('role', 'menuitem');
    });
    if (!collapsed) await waitFor(() => expect(screen.getByTestId('menu-item-user')).toHaveAttribute('aria-current', 'page'));
    await expectNoAxeViolations(container);
  });

  it('the sidebar moves by the arrow keys, one tab stop (the WAI-ARIA menu pattern)', async () => {
    const { container } = render(inRouter(<Sidebar groups={[MODULES[0]!]} grouped={false} collapsed={false} onNavigate={vi.fn()} />));
    const user = screen.getByTestId('menu-item-user');
    const header = () => container.querySelector<HTMLElement>('.arco-menu-inline-header')!;
    // the page's own item is the one tab stop
    await waitFor(() => expect([...container.querySelectorAll('[role="menuitem"][tabindex="0"]')]).toEqual([user]));
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
    user.focus();
    press('ArrowDown');
    expect(screen.getByTestId('menu-item-role')).toHaveFocus();
    press('ArrowDown');
    expect(user).toHaveFocus(); // round, inside its sub-menu
    press('End');
    expect(screen.getByTestId('menu-item-role')).toHaveFocus();
    press('ArrowLeft'); // closes the sub-menu, back on its header
    expect(header()).toHaveFocus();
    await waitFor(() => expect(header()).toHaveAttribute('aria-expanded', 'false'));
    press('ArrowDown');
    expect(screen.getByTestId('menu-item-dict')).toHaveFocus();
    expect(screen.getByTestId('menu-item-dict')).toHaveAttribute('tabindex', '0');
    expect(user).toHaveAttribute('tabindex', '-1');
    press('Home');
    expect(header()).toHaveFocus();
    press('ArrowRight'); // opens it and goes to its first item
    await waitFor(() => expect(user).toHaveFocus());
    expect(header()).toHaveAttribute('aria-expanded', 'true');
  });

  it('the module bar: a menubar, the current module marked', async () => {
    session.menuId = 'm1';
    const { container } = render(inRouter(<ModuleBar modules={MODULES} current={MODULES[0]} />));
    expect(screen.getByRole('menubar')).toHaveAccessibleName('模块导航');
    await waitFor(() => expect(screen.getByTestId('module-system')).toHaveAttribute('aria-current', 'true'));
    expect(screen.getByTestId('module-bidding')).not.toHaveAttribute('aria-current');
    await expectNoAxeViolations(container);
  });

  it('the tab bar, with its search open', async () => {
    const api = {
      tabs: [
        { label: '待办提醒', value: '/wel/index', close: false },
        { label: '用户管理', value: '/system/user', close: true },
      ],
      active: '/system/user',
      select: vi.fn(),
      close: vi.fn(),
      closeOthers: vi.fn(),
      closeAll: vi.fn(),
    } as unknown as ComponentProps<typeof TabBar>['api'];
    const { container } = render(inRouter(<TabBar api={api} />));
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByTestId('tab-search-button'));
    await screen.findByTestId('tab-search-input');
    await expectNoAxeViolations(document.body);
  });

  it('the menu search, with results', async () => {
    render(inRouter(<MenuSearch modules={MODULES} />));
    fireEvent.click(screen.getByTestId('menu-search-button'));
    const input = await screen.findByTestId('menu-search-input');
    await userEvent.type(input, '用户');
    await waitFor(() => expect(within(screen.getByTestId('menu-search-results')).getAllByRole('option').length).toBeGreaterThan(0));
    await expectNoAxeViolations(document.body);
  });
});

interface Row {
  id: string;
  name: string;
}
const page = (records: Row[]): Page<Row> => ({ records, total: records.length, current: 1, size: 10, pages: 1 });
const ROWS = [
  { id: '1', name: '甲' },
  { id: '2', name: '乙' },
];

function List({ open }: { open: boolean }) {
  const list = useCrudList<Row>('a11y-things', () => Promise.resolve(page(ROWS)));
  return (
    <>
      <CrudTable<Row>
        name="things"
        list={list}
        columns={[
          { title: '名称', dataIndex: 'name' },
          {
            title: '操作',
            dataIndex: 'actions',
            render: (_: unknown, row: Row) => (
              <RowActions testId={`thing-${row.id}`} onView={vi.fn()} onEdit={vi.fn()} onRemove={vi.fn()}>
                <button type="button" data-testid={`thing-${row.id}-own`}>
                  停用
                </button>
              </RowActions>
            ),
          },
        ]}
        searchFields={[{ field: 'name', label: '名称' }]}
        onRemove={() => Promise.resolve()}
      />
      <CrudDialog<Row & { version: number }, { name: string }>
        name="thing"
        subject="事项"
        mode={open ? 'add' : null}
        loadDetail={() => Promise.resolve({ id: '1', name: '甲', version: 1 })}
        toValues={(detail) => ({ name: detail.name })}
        submit={() => Promise.resolve()}
        onClose={vi.fn()}
        onSaved={vi.fn()}
      >
        <Form.Item field="name" label="名称" rules={[{ required: true, message: '请输入名称' }]}>
          <Input />
        </Form.Item>
      </CrudDialog>
    </>
  );
}

describe('the CRUD pattern', () => {
  it('the list with its search, selection, row actions and 更多', async () => {
    const { container } = render(inRouter(swr(<List open={false} />)));
    await screen.findByText('甲');
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByTestId('thing-1-more'));
    await screen.findByTestId('thing-1-more-list');
    await expectNoAxeViolations(document.body);
  });

  it('the add dialog open over the list, and its validation message', async () => {
    render(inRouter(swr(<List open />)));
    await screen.findByText('甲');
    const dialog = await screen.findByRole('dialog');
    await expectNoAxeViolations(document.body);
    await act(async () => fireEvent.click(screen.getByTestId('thing-save')));
    await within(dialog).findByText('请输入名称');
    await expectNoAxeViolations(document.body);
  });
});

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" data-testid="opener" onClick={() => setOpen(true)}>
        新增
      </button>
      <CrudDialog<Row & { version: number }, { name: string }>
        name="thing"
        subject="事项"
        mode={open ? 'add' : null}
        loadDetail={() => Promise.resolve({ id: '1', name: '甲', version: 1 })}
        toValues={(detail) => ({ name: detail.name })}
        submit={() => Promise.resolve()}
        onClose={() => setOpen(false)}
        onSaved={vi.fn()}
      >
        <Form.Item field="name" label="名称">
          <Input />
        </Form.Item>
      </CrudDialog>
    </>
  );
}

describe('focus after a dialog', () => {
  it('goes back to the control that opened the CRUD dialog when it closes', async () => {
    render(<Opener />);
    const opener = screen.getByTestId('opener');
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByRole('textbox').focus();
    expect(opener).not.toHaveFocus();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '取消' })));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('goes back to the trigger of the pop-up it was opened from, when a drawer hides', async () => {
    const page = document.body.appendChild(document.createElement('div'));
    page.innerHTML =
      '<button id="more">更多</button><div class="arco-trigger arco-trigger-position-br"><button id="item">查看</button></div><div class="arco-drawer-wrapper"><button id="inside">关闭</button></div>';
    const [more, item, inside] = ['more', 'item', 'inside'].map((id) => document.getElementById(id)!);
    more!.focus();
    item!.focus();
    inside!.focus();
    inside!.closest('.arco-drawer-wrapper')!.classList.add('arco-drawer-wrapper-hide');
    inside!.blur();
    await waitFor(() => expect(more).toHaveFocus());
    page.remove();
  });
});

describe('the picker', () => {
  it('the picker dialog with its list and a chosen person', async () => {
    render(
      swr(
        <PickerDialog<Row>
          kind="user"
          open
          mode="multi"
          value={[{ id: '1', name: '甲' }]}
          onChange={vi.fn()}
          onClose={vi.fn()}
          columns={[{ title: '姓名', dataIndex: 'name' }]}
          fetchPage={() => Promise.resolve(page(ROWS))}
          fetchKey={[]}
          toPicked={(row) => ({ id: row.id, name: row.name })}
          rowKey="id"
          searchLabel="姓名"
        />,
      ),
    );
    await screen.findByTestId('picker-add-2');
    await expectNoAxeViolations(document.body);
  });
});

describe('a table body that scrolls', () => {
  it('takes focus itself, named, while it scrolls and holds no control', async () => {
    const body = document.body.appendChild(document.createElement('div'));
    body.className = 'arco-table-body';
    body.innerHTML = '<table><tbody><tr><td>甲</td></tr></tbody></table>';
    // jsdom draws nothing: the sizes a browser would give a body of 30 rows in 420 px
    Object.defineProperty(body, 'scrollHeight', { value: 1200 });
    Object.defineProperty(body, 'clientHeight', { value: 420 });
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    expect(body).toHaveAttribute('role', 'group');
    expect(body).toHaveAccessibleName('表格内容（可滚动）');
    body.remove();
  });
});

describe('the check itself', () => {
  it('finds what it is there to find', async () => {
    const { container } = render(
      <div>
        <div tabIndex={0} aria-expanded="false">
          菜单
        </div>
        <input />
      </div>,
    );
    const found = await axeViolations(container);
    expect(found.map((line) => line.split(' ')[0])).toEqual(expect.arrayContaining(['aria-allowed-attr', 'label']));
  });
});
