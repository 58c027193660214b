import { Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { errorText } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { actOnVouchers, reverseVoucher, type VoucherAction } from '../api';
import { financeKeys } from '../queries';

/**
 * 审核, 反审核, 记账, 删除 (on one voucher or the checked ones) and 冲销, each confirmed first: the server takes a batch
 * all or nothing and its refusal (不能审核自己编制的凭证, 只能记账已审核凭证…) is shown as it says it.
 */
export function useVoucherActions() {
  const { t } = useTranslation('finance');
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(financeKeys.vouchersChanged);
  const confirm = (title: string, content: string, run: () => Promise<unknown>, done: string) =>
    new Promise<boolean>((resolve) => {
      Modal.confirm({
        title,
        content,
        onOk: async () => {
          try {
            await run();
            notify.success(done);
            await refresh();
            resolve(true);
          } catch (error) {
            notify.error(errorText(error, t('action.failed')));
            resolve(false);
          }
        },
        onCancel: () => resolve(false),
      });
    });
  return {
    /** Confirms and runs a batch action on these vouchers; true once done. */
    act: (action: VoucherAction, ids: string[]) => {
      if (!ids.length) {
        notify.warning(t('action.selectFirst'));
        return Promise.resolve(false);
      }
      return confirm(
        t(`action.${action}`),
        t('action.confirm', { action: t(`action.${action}`), count: ids.length }),
        () => actOnVouchers(action, ids),
        t('action.done'),
      );
    },
    /** Confirms and makes the red 冲销 of a posted voucher; answers the red draft's id. */
    reverse: (id: string, voucherNo: string) => {
      let made: string | undefined;
      return confirm(
        t('action.reverse'),
        t('action.confirmReverse', { voucherNo }),
        () => reverseVoucher(id).then((red) => (made = String(red.id))),
        t('action.reversed'),
      ).then((done) => (done ? made : undefined));
    },
  };
}
