import { http, type Page, type R } from '../../lib/http';

export interface Letter {
  id: string;
  schoolId: string;
  schoolName: string;
  title: string;
  content: string;
  deadline: string;
  status: 0 | 1 | 2;
  reply: string;
  replyBy: string;
  replyTime: string | null;
  createBy: string;
  createTime: string;
  version: number;
}

export interface LetterValues {
  schoolId: string;
  title: string;
  content: string;
  deadline: string;
}

const BASE = '/api/shian/letter';

export async function fetchLetters(query: Record<string, string | number>): Promise<Page<Letter>> {
  const { data } = await http.get<R<Page<Letter>>>(`${BASE}/list`, { params: query });
  return data.data;
}

export async function fetchLetter(id: string): Promise<Letter> {
  const { data } = await http.get<R<Letter>>(`${BASE}/detail`, { params: { id } });
  return data.data;
}

export async function sendLetter(values: LetterValues): Promise<Letter> {
  const { data } = await http.post<R<Letter>>(`${BASE}/submit`, values, { silent: true });
  return data.data;
}

/** The school addressed replies (button `letter_reply`). */
export async function replyLetter(letter: Letter, reply: string): Promise<Letter> {
  const { data } = await http.post<R<Letter>>(`${BASE}/reply`, { id: letter.id, version: letter.version, reply });
  return data.data;
}

export async function closeLetter(letter: Letter): Promise<void> {
  await http.post(`${BASE}/close`, { id: letter.id, version: letter.version });
}
