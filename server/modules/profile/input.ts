// The fields of one's own password change (one's own profile: ProfileInput, the user module's, beside the fields of
// a user an administrator submits).
import { z } from 'zod';
import { PASSWORD_RULE, PASSWORD_RULE_MESSAGE } from '../../platform/auth/password.ts';
import { rawText } from '../../platform/http/fields.ts';

/** The signed-in user's password change: passwords taken as typed (never trimmed). */
export const PasswordChange = z
  .object({
    oldPassword: rawText('请输入原密码'),
    newPassword: rawText('请输入新密码').refine((value) => PASSWORD_RULE.test(value), PASSWORD_RULE_MESSAGE),
    newPassword1: z.string({ error: '两次输入的密码不一致' }).optional(),
  })
  .superRefine((input, issues) => {
    if (input.newPassword !== input.newPassword1) issues.addIssue({ code: 'custom', path: ['newPassword1'], message: '两次输入的密码不一致' });
    else if (input.newPassword === input.oldPassword) issues.addIssue({ code: 'custom', path: ['newPassword'], message: '新密码不能与原密码相同' });
  });
