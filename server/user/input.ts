// The fields of a user submitted by an administrator, each checked with its message. The role decides the
// user type and login type; status, tenant and password hash are never read from the body.
import { PASSWORD_RULE, PASSWORD_RULE_MESSAGE } from '../auth/password.ts';
import { asBody, optionalId, optionalPhone, optionalText, requiredId, requiredText, versionOf } from '../crud/body.ts';
import { badRequest } from '../http/envelope.ts';

export interface UserInput {
  id?: string;
  version?: number;
  account: string;
  password?: string;
  realName: string;
  nickName: string;
  phone: string;
  email: string;
  sex: 0 | 1 | 2;
  deptId: string;
  roleId: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function readSex(value: unknown): 0 | 1 | 2 {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!['0', '1', '2'].includes(text)) throw badRequest('请选择用户性别');
  return Number(text) as 0 | 1 | 2;
}

export function readEmail(body: Record<string, unknown>): string {
  const email = optionalText(body, 'email', '邮箱', 100);
  if (email && !EMAIL.test(email)) throw badRequest('请输入正确的邮箱');
  return email;
}

export function readUserInput(raw: unknown): UserInput {
  const body = asBody(raw);
  const id = optionalId(body, 'id', '用户不存在');
  const account = requiredText(body, 'account', '请输入账号', 30);
  if (!/^[A-Za-z0-9_.@-]+$/.test(account)) throw badRequest('账号只能包含字母、数字和 _ . @ -');
  let password: string | undefined;
  if (!id) {
    password = typeof body.password === 'string' ? body.password : '';
    if (!password) throw badRequest('请输入密码');
    if (!PASSWORD_RULE.test(password)) throw badRequest(PASSWORD_RULE_MESSAGE);
    if (body.password2 !== undefined && body.password2 !== password) throw badRequest('两次输入的密码不一致');
  }
  const realName = requiredText(body, 'realName', '请输入姓名', 30);
  return {
    id,
    version: id ? versionOf(body) : undefined,
    account,
    password,
    realName,
    nickName: optionalText(body, 'nickName', '昵称', 30) || realName,
    phone: optionalPhone(body, 'phone'),
    email: readEmail(body),
    sex: readSex(body.sex),
    deptId: requiredId(body, 'deptId', '请选择所属机构'),
    roleId: requiredId(body, 'roleId', '请选择所属角色'),
  };
}
