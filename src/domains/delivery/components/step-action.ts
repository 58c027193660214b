import { Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css';
import type { TFunction } from 'i18next';
import { notify } from '../../../lib/notify';
import { moveDelivery } from '../api';
import type { DeliveryRow } from '../types';

/** 确认发车 / 确认送达, asked first; the server refuses a note moved elsewhere (该配送单已被其他人处理，请刷新). */
export function askStep(t: TFunction<'delivery'>, row: DeliveryRow, step: 'depart' | 'arrive', onDone: () => void) {
  Modal.confirm({
    title: t(step === 'depart' ? 'order.depart' : 'order.arrive'),
    content: t(step === 'depart' ? 'order.departAsk' : 'order.arriveAsk', { plate: row.plate }),
    onOk: async () => {
      try {
        await moveDelivery(row.id, step);
        notify.success(t(step === 'depart' ? 'order.departed' : 'order.arrived'));
      } finally {
        onDone();
      }
    },
  });
}
