// 新闻资讯's and 通知公告's SWR keys: one notice's detail (the drawer), its read receipts and the CRUD list of notices.
import { keyFamily } from '../../lib/swr-keys';

const notice = keyFamily<['detail', id: string] | ['receipts', id: string]>('notice');

/** The CRUD list of the notices. */
export const NOTICE_LIST = 'notice';

export const noticeKeys = {
  detail: (id: string) => notice.key('detail', id),
  receipts: (id: string) => notice.key('receipts', id),
  matches: notice.matches,
};
