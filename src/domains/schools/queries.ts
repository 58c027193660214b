// 学校一览 and 机构首页's SWR keys: the agency's overview, and the CRUD list of schools with their figures.
import { keyFamily } from '../../lib/swr-keys';

const agency = keyFamily<['overview']>('agency');

/** The CRUD list of 学校一览. */
export const SCHOOL_LIST = 'schoolOverview';

export const schoolsKeys = {
  overview: agency.key('overview'),
};
