import type { User } from '../user';

/** The signed-in user's own record, as /info/index shows it. */
export type Profile = Pick<User, 'id' | 'account' | 'realName' | 'nickName' | 'phone' | 'email' | 'sex' | 'avatar' | 'deptName' | 'roleName' | 'version'>;

export type ProfileValues = Pick<Profile, 'realName' | 'nickName' | 'phone' | 'email' | 'sex' | 'avatar'>;

export interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  newPassword1: string;
}

export interface StoredFile {
  id: string;
  name: string;
  mime: string;
  size: number;
  link: string;
}
