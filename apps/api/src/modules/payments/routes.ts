import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_TYPE,
  API_PATHS,
  markCashCollectedAnswerSchema,
  markCashCollectedRequestSchema,
  paymentMethodsSchema,
  paymentSettingsSchema,
  paymentStatusQuerySchema,
  paymentStatusSchema,
  refundOrderAnswerSchema,
  refundOrderRequestSchema,
  updatePaymentSettingsRequestSchema,
} from '@marketplace/contract';
import { callerOf } from '../orders/routes.ts';
import {
  markCashCollected,
  paymentMethods,
  paymentSettings,
  paymentStatus,
  receiveCallback,
  refundOrder,
  updatePaymentSettings,
  type PaymentsEnv,
} from './service.ts';

const NO_STORE = { 'cache-control': 'no-store' };
const CALLBACK_BODY_LIMIT_BYTES = 64 * 1024;

/** Lower-case header names with one value each, as the providers read them. */
function headersOf(headers: Record<string, string | string[] | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
  );
}

/** A callback body as received (its raw text) and parsed: JSON, or a form's fields. */
interface RawBody {
  raw: string;
  parsed: unknown;
}

/**
 * The gateways' callbacks, one route per provider. Their bodies are kept exactly as received (a
 * signature is computed over the bytes), so this scope parses JSON and forms itself. A bad
 * signature is 400 PAYMENT_CALLBACK_REJECTED (stored in the inbox as such); anything else the
 * gateway sent is answered 200, so it stops sending it.
 */
async function callbackRoutes(app: FastifyInstance, { env }: { env: PaymentsEnv }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_request, body, done) => {
    const raw = String(body);
    try {
      done(null, { raw, parsed: raw === '' ? null : (JSON.parse(raw) as unknown) } satisfies RawBody);
    } catch {
      done(null, { raw, parsed: null } satisfies RawBody);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const raw = String(body);
    done(null, { raw, parsed: Object.fromEntries(new URLSearchParams(raw)) } satisfies RawBody);
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    API_PATHS.payment.callback,
    // A gateway's result is a few hundred bytes: anything much larger is not one (and is not stored).
    { bodyLimit: CALLBACK_BODY_LIMIT_BYTES, schema: { params: z.object({ provider: z.string().max(40) }) } },
    async (request, reply) => {
      const body = (request.body as RawBody | undefined) ?? { raw: '', parsed: null };
      const outcome = await receiveCallback(env, request.params.provider, {
        body: body.parsed,
        rawBody: body.raw,
        headers: headersOf(request.headers),
      });
      return reply.headers(NO_STORE).send({ ok: true, outcome });
    },
  );
}

/**
 * /payment/v1/*: the callbacks; the buyer's payment status (their own only); the store's refunds
 * and cash collected (its own orders only: another store's are 404, as for none) and the admins'
 * refunds (any order); the methods the checkout offers (anyone) and their setting (admins).
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ env: PaymentsEnv }> = async (app, { env }) => {
  const { db } = env;
  await app.register(callbackRoutes, { env });
  const buyerOnly = app.sessionGuard.requireRole(ACCOUNT_TYPE.CLIENT);
  const sellerOnly = app.sessionGuard.requireRole(ACCOUNT_TYPE.MERCHANT);
  const sellerOrAdmin = app.sessionGuard.requireRole(ACCOUNT_TYPE.MERCHANT, ACCOUNT_TYPE.ADMIN);
  const adminOnly = app.sessionGuard.requireRole(ACCOUNT_TYPE.ADMIN);

  app.get(
    API_PATHS.payment.getPaymentStatus,
    { preValidation: buyerOnly, schema: { querystring: paymentStatusQuerySchema, response: { 200: paymentStatusSchema } } },
    async (request, reply) =>
      reply.headers(NO_STORE).send(await paymentStatus(env, callerOf(request).accountId, request.query.paymentId)),
  );

  app.post(
    API_PATHS.payment.refundOrder,
    { preValidation: sellerOrAdmin, schema: { body: refundOrderRequestSchema, response: { 200: refundOrderAnswerSchema } } },
    async (request, reply) => {
      const caller = callerOf(request);
      const answer = await refundOrder(db, {
        ...request.body,
        actor: { kind: caller.accountType === ACCOUNT_TYPE.ADMIN ? 'ADMIN' : 'SELLER', id: caller.accountId },
      });
      return reply.headers(NO_STORE).send(answer);
    },
  );

  app.post(
    API_PATHS.payment.markCashCollected,
    {
      preValidation: sellerOnly,
      schema: { body: markCashCollectedRequestSchema, response: { 200: markCashCollectedAnswerSchema } },
    },
    async (request, reply) =>
      reply.headers(NO_STORE).send(await markCashCollected(db, callerOf(request).accountId, request.body.orderId)),
  );

  app.get(API_PATHS.payment.getPaymentMethods, { schema: { response: { 200: paymentMethodsSchema } } }, async (_request, reply) =>
    reply.headers(NO_STORE).send({ methods: await paymentMethods(env) }),
  );

  app.get(
    API_PATHS.payment.getPaymentSettings,
    { preValidation: adminOnly, schema: { response: { 200: paymentSettingsSchema } } },
    async (_request, reply) => reply.headers(NO_STORE).send(await paymentSettings(env)),
  );

  app.post(
    API_PATHS.payment.updatePaymentSettings,
    { preValidation: adminOnly, schema: { body: updatePaymentSettingsRequestSchema, response: { 200: paymentSettingsSchema } } },
    async (request, reply) =>
      reply.headers(NO_STORE).send(await updatePaymentSettings(env, callerOf(request).accountId, request.body.enabledMethods)),
  );
};
