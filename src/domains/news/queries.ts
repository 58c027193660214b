// 新闻资讯's SWR keys: one notice's detail (the drawer) and the CRUD list of notices.
import { keyFamily } from '../../lib/swr-keys';

const notice = keyFamily<['detail', id: string]>('notice');

/** The CRUD list of the notices. */
export const NOTICE_LIST = 'notice';

export const noticeKeys = {
  detail: (id: string) => notice.key('detail', id),
  matches: notice.matches,
};
