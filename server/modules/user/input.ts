// The fields of a user submitted by an administrator (UserInput) and of one's own profile (ProfileInput),
// each with its message. The role decides the user type and login type; status, tenant, user type and
// password hash are not fields of either schema, so they are never read from the body.
import { z } from 'zod';
import { PASSWORD_RULE, PASSWORD_RULE_MESSAGE } from '../../platform/auth/password.ts';
import { editable, id, oneOf, optionalPhone, optionalText, text, version } from '../../platform/http/fields.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ACCOUNT = /^[A-Za-z0-9_.@-]+$/;
const AVATAR = /^\/api\/rabbit-file\/file\/downloadFile\?id=\d+&key=[\w-]+$/;

const sex = () => oneOf(['0', '1', '2'], '请选择用户性别').transform((value) => Number(value) as 0 | 1 | 2);
const email = () => optionalText('邮箱', 100).refine((value) => !value || EMAIL.test(value), '请输入正确的邮箱');
/** A nickname left empty is the real name. */
const nicknamed = <T extends { nickName: string; realName: string }>(input: T): T => ({ ...input, nickName: input.nickName || input.realName });

export const UserInput = editable('用户不存在', {
  account: text('请输入账号', 30).refine((value) => ACCOUNT.test(value), '账号只能包含字母、数字和 _ . @ -'),
  // taken as typed (never trimmed), and read on a create only: there anything but text counts as none
  password: z.string().optional().catch(undefined),
  password2: z.unknown().optional().describe('the password again (a create); must match when given'),
  realName: text('请输入姓名', 30),
  nickName: optionalText('昵称', 30),
  phone: optionalPhone(),
  email: email(),
  sex: sex(),
  deptId: id('请选择所属机构'),
  roleId: id('请选择所属角色'),
})
  .superRefine((input, issues) => {
    if (input.id) return;
    const password = input.password ?? '';
    if (!password) issues.addIssue({ code: 'custom', path: ['password'], message: '请输入密码' });
    else if (!PASSWORD_RULE.test(password)) issues.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_RULE_MESSAGE });
    else if (input.password2 !== undefined && input.password2 !== password)
      issues.addIssue({ code: 'custom', path: ['password2'], message: '两次输入的密码不一致' });
  })
  .transform(({ password, password2: _confirmed, ...input }) => nicknamed({ ...input, password: input.id ? undefined : password }));

export type UserInput = z.output<typeof UserInput>;

/** One's own profile: no account, department or role here — those are an administrator's to change. */
export const ProfileInput = z
  .object({
    realName: text('请输入姓名', 30),
    avatar: optionalText('头像', 300).refine((value) => !value || AVATAR.test(value), '头像须为上传的图片'),
    version: version(),
    nickName: optionalText('昵称', 30),
    phone: optionalPhone(),
    email: email(),
    sex: sex(),
  })
  .transform(nicknamed);

export type ProfileInput = z.output<typeof ProfileInput>;
