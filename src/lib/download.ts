import { http } from './http';

/** Downloads a file the server builds (an export) through the one HTTP client, so it carries the session. */
export async function downloadFile(path: string, params: Record<string, string | number>, fileName: string, method: 'get' | 'post' = 'get'): Promise<void> {
  // a POST export (the personnel service's) takes the filters as its JSON body
  const { data } =
    method === 'post'
      ? await http.post<Blob>(path, params, { responseType: 'blob', silent: true })
      : await http.get<Blob>(path, { params, responseType: 'blob', silent: true });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
