import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  TEST_GATEWAY_TOKEN_HEADER,
  testGatewayCaptureRequestSchema,
  testGatewayConfirmRequestSchema,
  testGatewayCreateSessionAnswerSchema,
  testGatewayCreateSessionRequestSchema,
  testGatewayDecideRequestSchema,
  testGatewayDecisionAnswerSchema,
  testGatewayFaultsSchema,
  testGatewayRefundAnswerSchema,
  testGatewayRefundRequestSchema,
  testGatewaySessionQuerySchema,
  testGatewaySessionViewSchema,
  testGatewayStatusRequestSchema,
  testGatewayStatusSchema,
  testGatewayVoidRequestSchema,
} from '@marketplace/contract';
import { testGatewayErrors } from './errors.ts';
import {
  capture,
  confirm,
  createSession,
  decide,
  isTestGatewayKey,
  refund,
  sessionStatus,
  sessionView,
  voidSession,
  type TestGatewayEnv,
} from './service.ts';
import type { TestGatewaySettings } from './settings.ts';

const noStore = { 'cache-control': 'no-store' };

/**
 * /test-gateway/v1/*: the hosted page's calls (anyone holding a session id, as a bank's page address
 * works), the merchant's (Authorization: Bearer the gateway's key) and the fault switch (its token;
 * 404 without one configured). While the gateway is off every call answers 404.
 */
export const testGatewayRoutes: FastifyPluginAsyncZod<{ env: TestGatewayEnv; settings: TestGatewaySettings }> = async (
  app,
  { env, settings },
) => {
  app.addHook('onRequest', async () => {
    if (!settings.enabled) throw testGatewayErrors.sessionNotFound();
  });
  const merchantOnly = async (request: FastifyRequest) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!isTestGatewayKey(settings.secret, bearer)) throw testGatewayErrors.unauthorized();
  };

  app.get(
    API_PATHS.testGateway.getSession,
    { schema: { querystring: testGatewaySessionQuerySchema, response: { 200: testGatewaySessionViewSchema } } },
    async (request, reply) => {
      const view = await sessionView(env, request.query.sessionId);
      if (!view) throw testGatewayErrors.sessionNotFound();
      return reply.headers(noStore).send(view);
    },
  );

  app.post(
    API_PATHS.testGateway.decide,
    { schema: { body: testGatewayDecideRequestSchema, response: { 200: testGatewayDecisionAnswerSchema } } },
    async (request, reply) => reply.headers(noStore).send(await decide(env, request.body.sessionId, request.body.decision)),
  );

  app.post(
    API_PATHS.testGateway.confirm,
    { schema: { body: testGatewayConfirmRequestSchema, response: { 200: testGatewayDecisionAnswerSchema } } },
    async (request, reply) => reply.headers(noStore).send(await confirm(env, request.body.sessionId, request.body.code)),
  );

  app.post(
    API_PATHS.testGateway.createSession,
    {
      preValidation: merchantOnly,
      schema: { body: testGatewayCreateSessionRequestSchema, response: { 200: testGatewayCreateSessionAnswerSchema } },
    },
    async (request, reply) => reply.headers(noStore).send(await createSession(env, request.body)),
  );

  app.post(
    API_PATHS.testGateway.getStatus,
    { preValidation: merchantOnly, schema: { body: testGatewayStatusRequestSchema, response: { 200: testGatewayStatusSchema } } },
    async (request, reply) => reply.headers(noStore).send(await sessionStatus(env, request.body)),
  );

  app.post(
    API_PATHS.testGateway.capture,
    {
      preValidation: merchantOnly,
      schema: { body: testGatewayCaptureRequestSchema, response: { 200: testGatewayStatusSchema } },
    },
    async (request, reply) => reply.headers(noStore).send(await capture(env, request.body.sessionId, request.body.amountQepik)),
  );

  app.post(
    API_PATHS.testGateway.void,
    { preValidation: merchantOnly, schema: { body: testGatewayVoidRequestSchema, response: { 200: testGatewayStatusSchema } } },
    async (request, reply) => reply.headers(noStore).send(await voidSession(env, request.body.sessionId)),
  );

  app.post(
    API_PATHS.testGateway.refund,
    {
      preValidation: merchantOnly,
      schema: { body: testGatewayRefundRequestSchema, response: { 200: testGatewayRefundAnswerSchema } },
    },
    async (request, reply) =>
      reply.headers(noStore).send(await refund(env, request.body.sessionId, request.body.amountQepik, request.body.refundId)),
  );

  app.post(
    API_PATHS.testGateway.setFaults,
    {
      preValidation: async (request) => {
        if (!settings.faultToken) throw testGatewayErrors.sessionNotFound();
        const given = request.headers[TEST_GATEWAY_TOKEN_HEADER];
        if (!isTestGatewayKey(settings.faultToken, typeof given === 'string' ? given : undefined)) {
          throw testGatewayErrors.unauthorized();
        }
      },
      schema: { body: testGatewayFaultsSchema, response: { 200: testGatewayFaultsSchema } },
    },
    async (request, reply) => {
      env.callbacks.setFaults(request.body);
      return reply.headers(noStore).send(env.callbacks.faults());
    },
  );
};
