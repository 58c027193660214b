// 信息公开's SWR keys: its own reads and its two CRUD lists.
import { crudKeyOf } from '../../components/crud';
import { keyFamily } from '../../lib/swr-keys';

const disclosure = keyFamily<
  | ['schools']
  | ['prices', schoolId: string]
  | ['recipes', schoolId: string]
  | ['links']
  | ['result', id: string, schoolId: string]
  | ['handlers', schoolId: string]
  | ['public', token: string]
>('disclosure');

export const SURVEY_LIST = 'survey';
export const COMPLAINT_LIST = 'complaint';

export const disclosureKeys = {
  schools: disclosure.key('schools'),
  prices: (schoolId: string) => disclosure.key('prices', schoolId),
  recipes: (schoolId: string) => disclosure.key('recipes', schoolId),
  links: disclosure.key('links'),
  result: (id: string, schoolId: string) => disclosure.key('result', id, schoolId),
  handlers: (schoolId: string) => disclosure.key('handlers', schoolId),
  /** A school's public page, by its token. */
  publicPage: (token: string) => disclosure.key('public', token),
  surveys: crudKeyOf(SURVEY_LIST),
};
