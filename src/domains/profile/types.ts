export interface Profile {
  id: string;
  account: string;
  realName: string;
  nickName: string;
  phone: string;
  email: string;
  sex: number;
  avatar: string;
  deptName: string;
  roleName: string;
  version: number;
}

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
