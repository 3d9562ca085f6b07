import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { NO_TEST_GATEWAY_FAULTS, TEST_GATEWAY_FAULT_LIMITS, type TestGatewayFaults } from '@marketplace/contract';

/** The test gateway (TEST_GATEWAY_* variables), read by config.ts. */
export interface TestGatewaySettings {
  /** Off: its page, its calls and the TEST_CARD method are not there (every call answers 404). */
  enabled: boolean;
  /** Signs its callbacks (HMAC-SHA256) and is the merchant's key to its calls. */
  secret: string;
  /** The fault switch's token; without it the switch answers 404 and only TEST_GATEWAY_FAULTS applies. */
  faultToken: string | undefined;
  /** How callbacks are sent when the process starts (the fault switch changes it). */
  faults: TestGatewayFaults;
  /**
   * Where the merchant side reaches the gateway's calls, without a trailing slash; undefined: this
   * very server, at the address it listens on.
   */
  url: string | undefined;
  /** On in a production server (the demo of `npm start`): said loudly at start, since anyone can pay with it. */
  onInProduction: boolean;
}

const FAULT_WORD = /^(delay|repeat|drop-every)=(\d+)$|^(reorder)$/;

/** "delay=200,repeat=3,reorder,drop-every=4" → faults; null when a part is not one of those. */
export function parseFaults(text: string): TestGatewayFaults | null {
  const faults = { ...NO_TEST_GATEWAY_FAULTS };
  for (const part of text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean)) {
    const match = FAULT_WORD.exec(part);
    if (!match) return null;
    if (match[3]) {
      faults.reorder = true;
      continue;
    }
    const value = Number(match[2]);
    if (match[1] === 'delay' && value <= TEST_GATEWAY_FAULT_LIMITS.delayMsMax) faults.delayMs = value;
    else if (match[1] === 'repeat' && value >= 1 && value <= TEST_GATEWAY_FAULT_LIMITS.repeatMax) faults.repeat = value;
    else if (match[1] === 'drop-every' && value <= TEST_GATEWAY_FAULT_LIMITS.dropEveryMax) faults.dropEvery = value;
    else return null;
  }
  return faults;
}

/** Spread into the environment schema of config.ts. */
export const testGatewayEnvShape = {
  TEST_GATEWAY: z.enum(['on', 'off'], { error: (issue) => `must be on or off (got "${String(issue.input)}")` }).optional(),
  TEST_GATEWAY_SECRET: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
  TEST_GATEWAY_FAULT_TOKEN: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
  TEST_GATEWAY_FAULTS: z
    .string()
    .refine((value) => parseFaults(value) !== null, {
      message: 'must be a comma-separated list of delay=<ms>, repeat=<times>, reorder, drop-every=<n>',
    })
    .optional(),
  TEST_GATEWAY_URL: z
    .string()
    .refine((value) => /^https?:\/\/[^/]/.test(value) && URL.canParse(value), {
      message: 'must be an http(s) URL like http://127.0.0.1:3000',
    })
    .optional(),
};

type TestGatewayEnv = z.output<z.ZodObject<typeof testGatewayEnvShape>> & { NODE_ENV: string };

/** On unless NODE_ENV=production; TEST_GATEWAY=on/off decides either way (the demo turns it on). */
export function testGatewaySettingsOf(env: TestGatewayEnv): TestGatewaySettings {
  const enabled = env.TEST_GATEWAY ? env.TEST_GATEWAY === 'on' : env.NODE_ENV !== 'production';
  return {
    enabled,
    // One process makes up its own; several processes behind one address must share one.
    secret: env.TEST_GATEWAY_SECRET ?? randomBytes(24).toString('base64url'),
    faultToken: env.TEST_GATEWAY_FAULT_TOKEN,
    faults: (env.TEST_GATEWAY_FAULTS ? parseFaults(env.TEST_GATEWAY_FAULTS) : null) ?? NO_TEST_GATEWAY_FAULTS,
    url: env.TEST_GATEWAY_URL?.replace(/\/+$/, ''),
    onInProduction: enabled && env.NODE_ENV === 'production',
  };
}
