import { Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css';
import { i18n } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import './i18n';

/**
 * The one removal confirmation of every list and tree: asks (naming the count when more than one), runs
 * `remove`, says `crud:removed`, then `after` (refresh the list). A failed removal keeps the dialog open
 * with the server's message, which the request layer has shown.
 */
export function confirmRemove(count: number, remove: () => Promise<void>, after: () => Promise<unknown> | void) {
  const t = i18n.t.bind(i18n);
  Modal.confirm({
    title: t('crud:confirmTitle'),
    content: count > 1 ? t('crud:confirmRemoveCount', { count }) : t('crud:confirmRemove'),
    okButtonProps: { status: 'danger' },
    onOk: async () => {
      await remove();
      notify.success(t('crud:removed'));
      await after();
    },
  });
}
