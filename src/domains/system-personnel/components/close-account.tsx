import { Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css';
import { closeAccounts } from '../api';
import { yuan } from '../money';
import type { Diner } from '../types';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import '../i18n';

/** Asks before 销户, saying what happens to the money and the card; closes on OK. */
export function confirmClose(person: Pick<Diner, 'id' | 'name' | 'cash' | 'subsidy'>, onClosed: () => void) {
  const t = i18n.t.bind(i18n);
  Modal.confirm({
    title: t('systemPersonnel:closeTitle'),
    content: (
      <span data-testid="diner-close-confirm">
        {t('systemPersonnel:closeConfirm', { name: person.name, cash: yuan(person.cash), subsidy: yuan(person.subsidy) })}
      </span>
    ),
    okButtonProps: { status: 'danger' },
    okText: t('systemPersonnel:close'),
    onOk: async () => {
      await closeAccounts([person.id]);
      notify.success(t('systemPersonnel:closeDone'));
      onClosed();
    },
  });
}
