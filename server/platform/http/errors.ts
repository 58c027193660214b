// One error envelope for every failure (docs/contract.md#errors): business errors keep their status and message,
// schema failures are 400s, unknown paths under /api are 404s, and anything unexpected is a logged 500
// whose details never reach the client.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, fail } from './envelope.ts';

const CLIENT_ERRORS: Record<number, string> = {
  403: '没有权限访问',
  404: '资源不存在',
  405: '不支持的请求方法',
  413: '请求内容过大',
  415: '不支持的内容类型',
  429: '请求过于频繁，请稍后再试',
};

export function errorHandler(error: FastifyError | ApiError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) return reply.status(error.status).send(fail(error.status, error.message, error.reason));
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  // a request schema refused the input: the first field's own message (platform/http/fields.ts)
  if ('validation' in error && error.validation) return reply.status(400).send(fail(400, error.validation[0]?.message ?? '参数校验失败'));
  if (status >= 400 && status < 500) return reply.status(status).send(fail(status, CLIENT_ERRORS[status] ?? '请求格式不正确'));
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(fail(500, '服务器内部错误'));
}
