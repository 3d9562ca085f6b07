import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_TYPE,
  API_PATHS,
  createQrCodeRequestSchema,
  qrCodeListSchema,
  qrCodeSchema,
  revokeQrCodeRequestSchema,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import type { LiveSession } from '../auth/sessions.ts';
import { issueQrCode, listQrCodes, revokeQrCode, toQrCodeAnswer, type QrCodeIssuer, type QrCodeLimits } from './qr-codes.ts';

const NO_STORE = { 'cache-control': 'no-store' };

function issuerOf(auth: LiveSession | null): QrCodeIssuer {
  if (!auth) throw new Error('guarded route reached without a session');
  return { accountId: auth.account.id, type: auth.account.type };
}

/**
 * QR codes for guest uploads, issued by a seller whose store is active or by an admin (guests 401,
 * buyers 403, checked before the body). A seller lists and closes only their own codes; an admin
 * any code.
 */
export const qrCodeRoutes: FastifyPluginAsyncZod<{ db: Database; limits: QrCodeLimits }> = async (app, { db, limits }) => {
  const issuersOnly = app.sessionGuard.requireRole(ACCOUNT_TYPE.MERCHANT, ACCOUNT_TYPE.ADMIN);

  app.post(
    API_PATHS.merchant.createQrCode,
    { preValidation: issuersOnly, schema: { body: createQrCodeRequestSchema, response: { 200: qrCodeSchema } } },
    async (request, reply) => {
      const now = new Date();
      const code = await issueQrCode(db, issuerOf(request.auth), request.body, limits, now);
      return reply.headers(NO_STORE).send(toQrCodeAnswer(code, now));
    },
  );

  app.get(
    API_PATHS.merchant.getQrCodes,
    { preValidation: issuersOnly, schema: { response: { 200: qrCodeListSchema } } },
    async (request, reply) => {
      const now = new Date();
      const codes = await listQrCodes(db, issuerOf(request.auth));
      return reply.headers(NO_STORE).send({ codes: codes.map((code) => toQrCodeAnswer(code, now)) });
    },
  );

  app.post(
    API_PATHS.merchant.revokeQrCode,
    { preValidation: issuersOnly, schema: { body: revokeQrCodeRequestSchema, response: { 200: qrCodeSchema } } },
    async (request, reply) => {
      const now = new Date();
      const code = await revokeQrCode(db, issuerOf(request.auth), request.body.code, now);
      return reply.headers(NO_STORE).send(toQrCodeAnswer(code, now));
    },
  );
};
