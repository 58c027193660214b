// 个人信息's SWR key: one's own profile.
import { keyFamily } from '../../lib/swr-keys';

const profile = keyFamily<[]>('profile');

export const profileKeys = { profile: profile.key() };
