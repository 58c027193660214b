import useSWR from 'swr';
import { fetchPosts } from './api';
import { workPersonnelKeys } from './queries';

/** The posts a person may hold, with whether each handles food. */
export const usePosts = () => useSWR(workPersonnelKeys.posts, fetchPosts);
