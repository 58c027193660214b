import { Button, Dropdown, Input, Menu, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Dropdown/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Tabs/style/css';
import { IconDown, IconSearch } from '@arco-design/web-react/icon';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tab } from '../../session';
import { findTabs, isClosable } from './tab-rules';
import type { useTabs } from './use-tabs';

type TabsApi = ReturnType<typeof useTabs>;

/** The tab bar: close, close others, close all, a right-click menu on each tab, and tab search. */
export function TabBar({ api }: { api: TabsApi }) {
  const { t } = useTranslation('shell');
  const [query, setQuery] = useState('');
  const found = useMemo(() => findTabs(api.tabs, query), [api.tabs, query]);

  const actions = (value: string) => (
    <Menu
      onClickMenuItem={(key) => {
        if (key === 'close') api.close(value);
        if (key === 'others') api.closeOthers(value);
        if (key === 'all') api.closeAll();
      }}
    >
      <Menu.Item key="close" disabled={!isClosable(api.tabs, value)} data-testid="tab-menu-close">
        {t('tabs.close')}
      </Menu.Item>
      <Menu.Item key="others" data-testid="tab-menu-others">
        {t('tabs.closeOthers')}
      </Menu.Item>
      <Menu.Item key="all" data-testid="tab-menu-all">
        {t('tabs.closeAll')}
      </Menu.Item>
    </Menu>
  );

  const search = (
    <div className="tab-search" data-testid="tab-search">
      <Input
        allowClear
        prefix={<IconSearch />}
        value={query}
        onChange={setQuery}
        placeholder={t('tabs.search')}
        aria-label={t('tabs.search')}
        autoFocus
        data-testid="tab-search-input"
      />
      {/* a list of buttons, each reached by Tab (an option may not hold a button) */}
      <ul aria-label={t('tabs.open')}>
        {found.map((tab: Tab) => (
          <li key={tab.value}>
            <button type="button" aria-current={tab.value === api.active ? 'page' : undefined} onClick={() => api.select(tab.value)}>
              {tab.label}
            </button>
          </li>
        ))}
        {found.length === 0 ? <li className="tab-search-empty">{t('tabs.none')}</li> : null}
      </ul>
    </div>
  );

  return (
    <div className="shell-tabs" data-testid="tab-bar">
      <Tabs
        type="card-gutter"
        size="small"
        editable
        showAddButton={false}
        activeTab={api.active}
        onChange={api.select}
        onDeleteTab={api.close}
        className="shell-tabs-list"
      >
        {api.tabs.map((tab) => (
          <Tabs.TabPane
            key={tab.value}
            closable={isClosable(api.tabs, tab.value)}
            title={
              <Dropdown droplist={actions(tab.value)} trigger="contextMenu" position="bl">
                <span className="tab-title" data-testid="tab" data-value={tab.value}>
                  {tab.label}
                </span>
              </Dropdown>
            }
          />
        ))}
      </Tabs>
      <Dropdown droplist={search} trigger="click" position="br">
        <Button size="small" type="text" icon={<IconSearch />} aria-label={t('tabs.search')} data-testid="tab-search-button" />
      </Dropdown>
      <Dropdown droplist={actions(api.active)} trigger="click" position="br">
        <Button size="small" type="text" icon={<IconDown />} aria-label={t('tabs.actions')} data-testid="tab-actions" />
      </Dropdown>
    </div>
  );
}
