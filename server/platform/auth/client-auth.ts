// Every /api call names the client application with `Authorization: Basic base64(id:secret)`
// (docs/contract.md#headers). It identifies the console, not the user.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope.ts';

export function clientAuthCheck(clientId: string, clientSecret: string) {
  const expected = Buffer.from(`Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`);
  return (request: FastifyRequest): void => {
    const given = Buffer.from(request.headers.authorization?.trim() ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new ApiError(401, '客户端认证失败');
  };
}
