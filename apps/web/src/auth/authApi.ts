import {
  clientInfoSchema,
  createHandoffAnswerSchema,
  exchangeHandoffAnswerSchema,
  loginAnswerSchema,
  PLATFORM,
  registerAnswerSchema,
  resetAnswerSchema,
  upgradeAnswerSchema,
  type ClientInfo,
  type ExchangeHandoffAnswer,
  type LoginAnswer,
  type LoginRequest,
  type RegisterAnswer,
  type RegisterRequest,
  type ResetAnswer,
  type ResetRequest,
  type SessionAnswer,
} from '@marketplace/contract';
import { ApiError, CLIENT_ERROR_CODES } from '../api/ApiError.ts';
import { createApiClient, type ApiClientOptions } from '../api/client.ts';
import { AUTH_PATHS } from './authPaths.ts';

/** The part of a contract schema used here (keeps zod itself out of the web app's imports). */
interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** Answers are checked against the contract: a shape we do not know is an error, not a guess. */
async function parsed<T>(schema: AnswerSchema<T>, answer: Promise<unknown>, path: string): Promise<T> {
  const result = schema.safeParse(await answer);
  if (result.success) return result.data;
  throw new ApiError(CLIENT_ERROR_CODES.UNEXPECTED_RESPONSE, `${path} answered an unexpected shape`, 200);
}

export interface AuthApi {
  register(request: Omit<RegisterRequest, 'platform'>): Promise<RegisterAnswer>;
  login(request: Omit<LoginRequest, 'platform'>): Promise<LoginAnswer>;
  resetPassword(request: ResetRequest): Promise<ResetAnswer>;
  /** The profile of the stored session; rejects with status 401 when it is not a live session. */
  getClientInfo(): Promise<ClientInfo>;
  /** Spec §6: the upgrade uses the temporary token as bearer. */
  upgradeAccount(tempToken: string): Promise<SessionAnswer>;
  /** A one-time sign-in code of the login behind `token`, for the page that keeps `nonce`. */
  createHandoff(token: string, nonce: string): Promise<string>;
  exchangeHandoff(code: string, nonce: string): Promise<ExchangeHandoffAnswer>;
  /** Ends the session (and its login family) at one site base; the cookie of that host goes along. */
  logoutAt(baseUrl: string, token: string | null): Promise<void>;
}

/** Typed calls of spec §7 "Account" over the JSON client. */
export function createAuthApi({ baseUrl, getToken, fetch }: ApiClientOptions): AuthApi {
  const client = createApiClient({ baseUrl, getToken, fetch });
  const withBearer = (token: string | null, base: ApiClientOptions['baseUrl'] = baseUrl) =>
    createApiClient({ baseUrl: base, getToken: () => token, fetch });

  return {
    register: (request) =>
      parsed(registerAnswerSchema, client.post(AUTH_PATHS.register, { ...request, platform: PLATFORM }), AUTH_PATHS.register),
    login: (request) =>
      parsed(loginAnswerSchema, client.post(AUTH_PATHS.login, { ...request, platform: PLATFORM }), AUTH_PATHS.login),
    resetPassword: (request) => parsed(resetAnswerSchema, client.post(AUTH_PATHS.reset, request), AUTH_PATHS.reset),
    getClientInfo: () => parsed(clientInfoSchema, client.get(AUTH_PATHS.clientInfo), AUTH_PATHS.clientInfo),
    upgradeAccount: (tempToken) => parsed(upgradeAnswerSchema, withBearer(tempToken).get(AUTH_PATHS.upgrade), AUTH_PATHS.upgrade),
    createHandoff: async (token, nonce) =>
      (
        await parsed(
          createHandoffAnswerSchema,
          withBearer(token).post(AUTH_PATHS.createHandoff, { nonce }),
          AUTH_PATHS.createHandoff,
        )
      ).code,
    exchangeHandoff: (code, nonce) =>
      parsed(
        exchangeHandoffAnswerSchema,
        withBearer(null).post(AUTH_PATHS.exchangeHandoff, { code, nonce }),
        AUTH_PATHS.exchangeHandoff,
      ),
    logoutAt: async (base, token) => {
      await withBearer(token, base).post(AUTH_PATHS.logout);
    },
  };
}
