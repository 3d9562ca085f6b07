import { createHash, randomBytes, randomInt } from 'node:crypto';
import { OTP_LENGTH } from '@marketplace/contract';

/** 256 random bits, URL-safe: session tokens and handoff codes. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** Secrets are kept only as this digest; the tokens are random enough that no salt is needed. */
export const digest = (value: string): string => createHash('sha256').update(value).digest('hex');

/** OTP_LENGTH random digits, leading zeros kept. */
export const newOtpCode = (): string => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/** A code is bound to its row, so equal codes of two rows never share a digest. */
export const otpDigest = (otpId: string, code: string): string => digest(`otp:${otpId}:${code}`);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);
