import useSWR from 'swr';
import { fetchEducationHome, fetchSupplierHome } from './api';
import { homeKeys } from './queries';

/** Asked again each time a home page opens, as 待办提醒 is: a figure follows the writes made elsewhere at once. */
const fresh = { revalidateOnMount: true, dedupingInterval: 0 } as const;

export const useSupplierHome = () => useSWR(homeKeys.supplier, fetchSupplierHome, fresh);
export const useEducationHome = () => useSWR(homeKeys.education, fetchEducationHome, fresh);
