// The attendance-group check of the group dialog (docs/product-rules.md#attendance): the people just chosen are
// checked; when some are in another group (the answer is not 99999) the user is asked 温馨提示
// 共【n】人在其他考勤组，是否更新至此考勤组 — 确定 moves them when the group is saved, 取消 drops them from the choice.
import { Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css';
import { i18n } from '../../../lib/i18n';
import { checkGroup, fetchConflicts } from '../api';
import { NONE_ELSEWHERE } from '../types';

export type CheckOutcome = { kind: 'none' } | { kind: 'move' } | { kind: 'drop'; ids: string[] };

/** Checks `chosen` against the groups other than `groupId` and, when some are in one, asks what to do. */
export async function checkChosen(chosen: string[], groupId: string | undefined): Promise<CheckOutcome> {
  if (!chosen.length) return { kind: 'none' };
  const count = await checkGroup(chosen, groupId);
  if (count === NONE_ELSEWHERE) return { kind: 'none' };
  const t = i18n.t.bind(i18n);
  return new Promise((resolve) => {
    Modal.confirm({
      title: t('attendance:check.title'),
      content: t('attendance:check.content', { count }),
      okText: t('common:ok'),
      cancelText: t('common:cancel'),
      closable: false,
      maskClosable: false,
      escToExit: false,
      onOk: () => resolve({ kind: 'move' }),
      onCancel: () => {
        void fetchConflicts(chosen, groupId).then(
          (found) => resolve({ kind: 'drop', ids: found.map((item) => item.personId) }),
          () => resolve({ kind: 'drop', ids: [] }),
        );
      },
    });
  });
}
