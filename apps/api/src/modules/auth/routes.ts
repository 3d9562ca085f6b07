import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import {
  API_PATHS,
  ACCOUNT_TYPE,
  clientInfoSchema,
  createHandoffAnswerSchema,
  createHandoffRequestSchema,
  editableAccountSchema,
  exchangeHandoffAnswerSchema,
  exchangeHandoffRequestSchema,
  languageFromAcceptLanguage,
  loginAnswerSchema,
  loginRequestSchema,
  REGISTER_CASE,
  registerAnswerSchema,
  registerRequestSchema,
  RESET_RESULT,
  resetAnswerSchema,
  resetRequestSchema,
  updateAccountRequestSchema,
  upgradeAnswerSchema,
  type AccountType,
} from '@marketplace/contract';
import { SELLER_ONLY_FIELDS, createHandoff, exchangeHandoff, updateProfile, upgradeToSeller } from './account-actions.ts';
import type { Account } from './accounts.ts';
import { inputRefusal } from '../../http/errors.ts';
import { authErrors } from './auth-errors.ts';
import { profileOf } from './client-info.ts';
import { setSessionCookie, siteOfRequest, type CookieSettings } from './cookie.ts';
import type { AuthEnv } from './env.ts';
import type { SessionGuard } from './guard.ts';
import { login } from './login.ts';
import { register } from './register.ts';
import { resetPassword } from './reset.ts';
import type { IssuedSession } from './sessions.ts';
import { loginOriginOf, setDeviceCookie } from './trusted-devices.ts';

export interface AuthRouteOptions {
  env: AuthEnv;
  guard: SessionGuard;
  cookie: CookieSettings;
  limitAttempts: (action: string) => preHandlerAsyncHookHandler;
}

const EDITABLE_FIELDS = new Set(Object.keys(editableAccountSchema.shape));
/** Fields of the profile (getClientInfo's answer): one that is not editable is read-only; any other name is unknown. */
const PROFILE_FIELDS = new Set(Object.keys(clientInfoSchema.shape));

/** Spec §5: an empty identifier (or password) is "inputs mismatch", before the schema speaks. */
const refuseEmpty =
  (...fields: string[]): preValidationAsyncHookHandler =>
  async (request) => {
    const body = request.body as Record<string, unknown> | null | undefined;
    if (typeof body !== 'object' || body === null) return;
    if (fields.some((field) => typeof body[field] === 'string' && (body[field] as string).trim() === '')) {
      throw authErrors.inputsMismatch();
    }
  };

/** The specific answer for a read-only field (e-mail, type, …), before the strict schema's generic one. */
const refuseReadOnlyFields: preValidationAsyncHookHandler = async (request) => {
  const edited = (request.body as { editedValues?: unknown } | null | undefined)?.editedValues;
  if (typeof edited !== 'object' || edited === null || Array.isArray(edited)) return;
  const refused = Object.keys(edited).filter((key) => !EDITABLE_FIELDS.has(key));
  const unknown = refused.filter((key) => !PROFILE_FIELDS.has(key));
  if (unknown.length > 0) throw inputRefusal([{ path: 'editedValues', code: 'unrecognized_keys', message: '', keys: unknown }]);
  if (refused.length > 0) throw authErrors.fieldReadOnly(refused);
};

const languageOf = (request: FastifyRequest) => languageFromAcceptLanguage(request.headers['accept-language']);

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { env, guard, cookie, limitAttempts }) => {
  const signedIn = (request: FastifyRequest, reply: FastifyReply, account: Account, session: IssuedSession) => {
    setSessionCookie(request, reply, session.token, cookie);
    reply.header('cache-control', 'no-store');
    return { token: session.token, type: account.type as AccountType, id: account.id };
  };

  app.post(
    API_PATHS.auth.register,
    {
      schema: { body: registerRequestSchema, response: { 200: registerAnswerSchema } },
      preValidation: refuseEmpty('identifier', 'password'),
      preHandler: limitAttempts('register'),
    },
    async (request, reply) => {
      const outcome = await register(env, request.body, { site: siteOfRequest(request), language: languageOf(request) });
      if (outcome.case !== REGISTER_CASE.LOGGED_IN) return outcome;
      return { case: outcome.case, ...signedIn(request, reply, outcome.account, outcome.session) };
    },
  );

  app.post(
    API_PATHS.auth.login,
    {
      schema: { body: loginRequestSchema, response: { 200: loginAnswerSchema } },
      preValidation: refuseEmpty('identifier', 'password'),
      preHandler: limitAttempts('login'),
    },
    async (request, reply) => {
      const { account, session, device } = await login(env, request.body, {
        site: siteOfRequest(request),
        origin: loginOriginOf(request),
      });
      setDeviceCookie(request, reply, device, cookie);
      return signedIn(request, reply, account, session);
    },
  );

  app.post(
    API_PATHS.auth.resetAccountPassword,
    {
      schema: { body: resetRequestSchema, response: { 200: resetAnswerSchema } },
      preValidation: refuseEmpty('identifier', 'password'),
      preHandler: limitAttempts('reset'),
    },
    async (request, reply) => {
      const outcome = await resetPassword(env, request.body, { site: siteOfRequest(request), language: languageOf(request) });
      if (!('session' in outcome)) return outcome;
      return { result: RESET_RESULT.PASSWORD_RESETED, ...signedIn(request, reply, outcome.account, outcome.session) };
    },
  );

  app.get(
    API_PATHS.auth.getClientInfo,
    { schema: { response: { 200: clientInfoSchema } }, preHandler: guard.sessionRequired },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return profileOf(env.db, sessionOf(request).account);
    },
  );

  app.get(
    API_PATHS.auth.upgradeAccount,
    // A GET that changes state (spec §7): the origin check treats it like a POST.
    { schema: { response: { 200: upgradeAnswerSchema } }, preHandler: guard.sessionRequired, config: { changesState: true } },
    async (request, reply) => {
      const { account, session } = await upgradeToSeller(env, sessionOf(request).account, siteOfRequest(request));
      return { ...signedIn(request, reply, account, session), type: ACCOUNT_TYPE.MERCHANT };
    },
  );

  app.post(
    API_PATHS.auth.updateAccount,
    {
      schema: { body: updateAccountRequestSchema, response: { 200: clientInfoSchema } },
      preValidation: [guard.sessionRequired, refuseReadOnlyFields],
    },
    async (request) => {
      const { account } = sessionOf(request);
      const edited = request.body.editedValues;
      if (account.type !== ACCOUNT_TYPE.MERCHANT) {
        const sellerOnly = SELLER_ONLY_FIELDS.filter((field) => edited[field] !== undefined);
        if (sellerOnly.length > 0) throw authErrors.fieldReadOnly(sellerOnly);
      }
      return profileOf(env.db, await updateProfile(env.db, account.id, edited, env.sessions.now()));
    },
  );

  app.post(
    API_PATHS.auth.createHandoff,
    {
      schema: { body: createHandoffRequestSchema, response: { 200: createHandoffAnswerSchema } },
      preValidation: guard.sessionRequired,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { code: await createHandoff(env, sessionOf(request), request.body.nonce) };
    },
  );

  app.post(
    API_PATHS.auth.exchangeHandoff,
    { schema: { body: exchangeHandoffRequestSchema, response: { 200: exchangeHandoffAnswerSchema } } },
    async (request, reply) => {
      const { account, session } = await exchangeHandoff(env, request.body, siteOfRequest(request));
      return signedIn(request, reply, account, session);
    },
  );
};

function sessionOf(request: FastifyRequest) {
  if (!request.auth) throw authErrors.unauthorized();
  return request.auth;
}
