// The refusals every CRUD route shares, with one wording each.
import { ApiError } from './envelope.ts';

export const notFound = (message = '记录不存在') => new ApiError(404, message);
export const staleVersion = () => new ApiError(409, '该记录已被他人修改，请刷新后再保存');
export const conflict = (message: string) => new ApiError(409, message);
export const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';
