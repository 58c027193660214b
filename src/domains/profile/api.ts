import { http, type R } from '../../lib/http';
import { passwordForBackend } from '../../lib/password-digest';
import type { PasswordValues, Profile, ProfileValues, StoredFile } from './types';

export async function fetchProfile(): Promise<Profile> {
  const { data } = await http.get<R<Profile>>('/api/rabbit-user/info');
  return data.data;
}

export async function saveProfile(values: ProfileValues & { version: number }): Promise<Profile> {
  const { data } = await http.post<R<Profile>>('/api/rabbit-user/update', values, { silent: true });
  return data.data;
}

/**
 * The three passwords as the backend takes them: as typed, or each as its MD5 digest (PASSWORD_DIGEST md5, as public
 * BladeX). Sent as request parameters, which the platform's backend reads: a form-encoded body (never the URL).
 */
export async function changePassword(values: PasswordValues): Promise<void> {
  const [oldPassword = '', newPassword = '', newPassword1 = ''] = await Promise.all(
    [values.oldPassword, values.newPassword, values.newPassword1].map((value) => passwordForBackend(value)),
  );
  await http.post('/api/rabbit-user/update-password', new URLSearchParams({ oldPassword, newPassword, newPassword1 }), { silent: true });
}

/** Uploads an avatar (images up to 2 MB; the server checks the content). */
export async function uploadAvatar(file: File): Promise<StoredFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { data } = await http.post<R<StoredFile>>('/api/rabbit-file/file/upload', body, { params: { kind: 'avatar' }, silent: true });
  return data.data;
}
