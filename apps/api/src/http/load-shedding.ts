import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ERROR_CODES } from '@marketplace/contract';
import { HttpError } from './errors.ts';

/** When the server refuses new requests instead of queueing them (PRESSURE_* variables). */
export interface PressureSettings {
  /** Mean event-loop delay over a sample above which requests are refused; 0 turns shedding off. */
  maxEventLoopDelayMs: number;
  /** How often the delay is sampled. */
  sampleIntervalMs: number;
  /** The Retry-After of a refused request. */
  retryAfterSeconds: number;
}

const wholeNumber = (min: number, max: number, what: string) =>
  z
    .string()
    .regex(/^\d+$/, { message: `must be a whole number of ${what} between ${min} and ${max}` })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { message: `must be a whole number of ${what} between ${min} and ${max}` });

/** Spread into the environment schema of config.ts. */
export const pressureEnvShape = {
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: wholeNumber(0, 60_000, 'milliseconds').default(1000),
  PRESSURE_SAMPLE_INTERVAL_MS: wholeNumber(10, 10_000, 'milliseconds').default(250),
  PRESSURE_RETRY_AFTER_SECONDS: wholeNumber(1, 3600, 'seconds').default(5),
};

type PressureEnv = z.output<z.ZodObject<typeof pressureEnvShape>>;

export function pressureSettingsOf(env: PressureEnv): PressureSettings {
  return {
    maxEventLoopDelayMs: env.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
    sampleIntervalMs: env.PRESSURE_SAMPLE_INTERVAL_MS,
    retryAfterSeconds: env.PRESSURE_RETRY_AFTER_SECONDS,
  };
}

/** Liveness must answer while the server is busy, or an orchestrator would restart a server that is only loaded. */
const ALWAYS_ANSWERED = new Set(['/healthz/live']);

/**
 * A server whose event loop lags answers new requests at once with 503 SERVER_BUSY and Retry-After,
 * rather than queueing them behind the work it cannot finish in time.
 */
export async function registerLoadShedding(app: FastifyInstance, settings: PressureSettings): Promise<void> {
  if (settings.maxEventLoopDelayMs === 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: settings.maxEventLoopDelayMs,
    sampleInterval: settings.sampleIntervalMs,
    // A rejection goes to the error handler, which answers it like any HttpError.
    pressureHandler: (request) => {
      if (ALWAYS_ANSWERED.has(request.url)) return undefined;
      return Promise.reject(
        new HttpError(503, ERROR_CODES.SERVER_BUSY, 'The server is busy. Try again shortly.', {
          retryAfter: settings.retryAfterSeconds,
        }),
      );
    },
  });
}
