import { Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { dropCloseGuards, unsavedTabs } from '../../lib/close-guard';
import { session, type Tab } from '../../session';
import { closeAll, closeOthers, closeTab, HOME_TAB_PATH, homeTab, openTab, type TabState } from './tab-rules';

/**
 * The tab list (docs/product-rules.md#tabs) kept in the session (per window, survives a reload): every
 * signed-in navigation opens or re-activates the tab of its full path, labelled by `label`.
 */
export function useTabs(label: string, homeLabel: string) {
  const { tagList } = useSnapshot(session);
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  const active = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!label) return;
    const query = Object.fromEntries(new URLSearchParams(location.search));
    const base: TabState = { tabs: session.tagList.length ? session.tagList : [homeTab(homeLabel)], active };
    const next = openTab(base, { label, value: active, query, close: true });
    session.tagList = next.tabs.map((tab) => ({ ...tab, close: tab.value !== HOME_TAB_PATH }));
  }, [active, label, homeLabel, location.search]);

  const apply = useCallback(
    (next: TabState) => {
      const closing = session.tagList.map((tab) => tab.value).filter((value) => !next.tabs.some((tab) => tab.value === value));
      const go = () => {
        dropCloseGuards(closing);
        session.tagList = next.tabs as Tab[];
        if (next.active !== active) void navigate(next.active);
      };
      // a page with unsaved input (录入凭证) asks first (src/lib/close-guard.ts)
      if (!unsavedTabs(closing).length) return go();
      Modal.confirm({ title: t('tabs.unsavedTitle'), content: t('tabs.unsavedContent'), okButtonProps: { status: 'danger' }, onOk: go });
    },
    [active, navigate, t],
  );

  const state = (): TabState => ({ tabs: session.tagList, active });
  return {
    tabs: tagList as readonly Tab[],
    active,
    close: (value: string) => apply(closeTab(state(), value)),
    closeOthers: (keep: string = active) => apply(closeOthers({ tabs: session.tagList, active: keep })),
    closeAll: () => apply(closeAll(state(), homeTab(homeLabel))),
    select: (value: string) => value !== active && navigate(value),
  };
}
