export interface User {
  id: string;
  account: string;
  realName: string;
  nickName: string;
  phone: string;
  email: string;
  sex: number;
  avatar: string;
  deptId: string;
  deptName: string;
  roleId: string;
  roleName: string;
  roleAlias: string;
  userType: string;
  version: number;
  createTime: string;
}

export interface UserValues {
  account: string;
  password?: string;
  password2?: string;
  realName: string;
  nickName?: string;
  phone?: string;
  email?: string;
  sex?: number;
  deptId: string;
  roleId: string;
}

export interface RoleOption {
  id: string;
  title: string;
  roleAlias: string;
}

export interface TemporaryPassword {
  id: string;
  account: string;
  password: string;
}
