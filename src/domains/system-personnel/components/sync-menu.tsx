import { Button, Dropdown, Menu, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Dropdown/style/css';
import '@arco-design/web-react/es/Menu/style/css';
import { IconDown, IconSync } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { synchronise, SYNC_KINDS, type SyncKind } from '../api';
import { yuan } from '../money';
import '../i18n';

/** 同步数据: the four syncs from the school's records, each confirmed, then its counts shown. */
export function SyncMenu({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('systemPersonnel');
  const run = (kind: SyncKind) => {
    const what = t(`sync.${kind}`);
    Modal.confirm({
      title: what,
      content: t('sync.confirm', { what }),
      onOk: async () => {
        const result = await synchronise(kind);
        const counts = { what, added: result.added ?? 0, updated: result.updated, amount: yuan(result.amount ?? 0) };
        notify.success(t(kind === 'card' ? 'sync.doneCard' : kind === 'amount' ? 'sync.doneAmount' : 'sync.done', counts));
        onDone();
      },
    });
  };
  return (
    <Dropdown
      trigger="click"
      droplist={
        <Menu onClickMenuItem={(key) => run(key as SyncKind)}>
          {SYNC_KINDS.map((kind) => (
            <Menu.Item key={kind} data-testid={`personnel-sync-${kind}`}>
              {t(`sync.${kind}`)}
            </Menu.Item>
          ))}
        </Menu>
      }
    >
      <Button icon={<IconSync />} data-testid="personnel-sync">
        {t('sync.open')} <IconDown />
      </Button>
    </Dropdown>
  );
}
