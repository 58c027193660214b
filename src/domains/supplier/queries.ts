// The supplier domain's SWR keys: the company and account of 企业信息, and a stored file (a licence, a scan).
import { keyFamily } from '../../lib/swr-keys';

const supplier = keyFamily<['company' | 'account']>('supplier');
const file = keyFamily<[id: string]>('file');

export const supplierKeys = { company: supplier.key('company'), account: supplier.key('account'), file: file.key };
