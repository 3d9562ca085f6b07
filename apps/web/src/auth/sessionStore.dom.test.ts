import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TYPE, STORAGE_KEYS, STORAGE_VERSION, STORAGE_VERSION_KEY } from '@marketplace/contract';
import { ApiError } from '../api/ApiError.ts';
import { isSameSiteAddress, rememberReturnAddress, takeReturnAddress } from './returnAddress.ts';
import {
  clearAllStorage,
  clearSession,
  forgetEndedSession,
  readSession,
  readTempToken,
  saveSession,
  saveTempOtpId,
  saveTempToken,
  subscribeToSession,
} from './sessionStore.ts';
import { validateStoredSession } from './validateStoredSession.ts';

const TOKEN = 'session-token-0123456789';

afterEach(() => localStorage.clear());

describe('session storage', () => {
  it('stores token, n_t and id under the spec keys and reads them back', () => {
    saveSession({ token: TOKEN, type: ACCOUNT_TYPE.MERCHANT, id: 'acc-1' });
    expect(localStorage.getItem('token')).toBe(TOKEN);
    expect(localStorage.getItem('n_t')).toBe('2');
    expect(localStorage.getItem('id')).toBe('acc-1');
    expect(readSession()).toEqual({ token: TOKEN, accountType: 2, id: 'acc-1' });
  });

  it('reads an unknown n_t as no account type', () => {
    localStorage.setItem(STORAGE_KEYS.accountType, '5');
    expect(readSession().accountType).toBeNull();
  });

  it('keeps a temp token under both spellings, and a stored session replaces it', () => {
    saveTempToken('temp-token-abcdefgh');
    saveTempOtpId('otp-1');
    expect(localStorage.getItem('temp_token')).toBe('temp-token-abcdefgh');
    expect(localStorage.getItem('temp token')).toBe('temp-token-abcdefgh');
    expect(readTempToken()).toBe('temp-token-abcdefgh');

    saveSession({ token: TOKEN, type: ACCOUNT_TYPE.MERCHANT, id: 'acc-1' });
    expect(readTempToken()).toBeNull();
    expect(localStorage.getItem('temp_otp_id')).toBeNull();
  });

  it('clears the session keys but nothing else', () => {
    saveSession({ token: TOKEN, type: ACCOUNT_TYPE.CLIENT, id: 'acc-1' });
    localStorage.setItem(STORAGE_KEYS.supportToken, 'support');
    clearSession();
    expect(readSession()).toEqual({ token: null, accountType: null, id: null });
    expect(localStorage.getItem(STORAGE_KEYS.supportToken)).toBe('support');
  });

  it('forgets a session the server ended, but not a newer login stored meanwhile', () => {
    saveSession({ token: TOKEN, type: ACCOUNT_TYPE.CLIENT, id: 'acc-1' });
    forgetEndedSession('an-older-token-0000000');
    expect(readSession().token).toBe(TOKEN);
    forgetEndedSession(TOKEN);
    expect(readSession()).toEqual({ token: null, accountType: null, id: null });
  });

  it('on logout clears all storage except the storage version', () => {
    localStorage.setItem(STORAGE_VERSION_KEY, STORAGE_VERSION);
    saveSession({ token: TOKEN, type: ACCOUNT_TYPE.CLIENT, id: 'acc-1' });
    localStorage.setItem(STORAGE_KEYS.supportToken, 'support');
    clearAllStorage();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem(STORAGE_VERSION_KEY)).toBe(STORAGE_VERSION);
  });

  it('tells subscribers when the session is stored or cleared', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);
    saveSession({ token: TOKEN, type: ACCOUNT_TYPE.CLIENT, id: 'acc-1' });
    clearSession();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    saveSession({ token: TOKEN, type: ACCOUNT_TYPE.CLIENT, id: 'acc-1' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('return address (__sr)', () => {
  it('remembers the current address and gives it back once', () => {
    rememberReturnAddress({ pathname: '/item', search: '?name=xalca&id=7', hash: '#chatBox' });
    expect(localStorage.getItem('__sr')).toBe('/item?name=xalca&id=7#chatBox');
    expect(takeReturnAddress()).toBe('/item?name=xalca&id=7#chatBox');
    expect(takeReturnAddress()).toBeNull();
  });

  it('never returns an address on another site', () => {
    for (const address of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(isSameSiteAddress(address)).toBe(false);
      localStorage.setItem(STORAGE_KEYS.returnTo, address);
      expect(takeReturnAddress()).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.returnTo)).toBeNull();
    }
  });
});

describe('validateStoredSession', () => {
  it('does not call the server without a logged-in token', async () => {
    const getClientInfo = vi.fn();
    localStorage.setItem(STORAGE_KEYS.token, 'short');
    await expect(validateStoredSession({ getClientInfo })).resolves.toBe('none');
    expect(getClientInfo).not.toHaveBeenCalled();
  });

  it('clears a session the server no longer knows (401)', async () => {
    saveSession({ token: TOKEN, type: ACCOUNT_TYPE.CLIENT, id: 'acc-1' });
    const getClientInfo = vi.fn().mockRejectedValue(new ApiError('UNAUTHORIZED', 'no session', 401));
    await expect(validateStoredSession({ getClientInfo })).resolves.toBe('ended');
    expect(readSession().token).toBeNull();
  });

  it('keeps the session when the server cannot be reached', async () => {
    saveSession({ token: TOKEN, type: ACCOUNT_TYPE.CLIENT, id: 'acc-1' });
    const getClientInfo = vi.fn().mockRejectedValue(new ApiError('NETWORK_ERROR', 'offline', 0));
    await expect(validateStoredSession({ getClientInfo })).resolves.toBe('unknown');
    expect(readSession().token).toBe(TOKEN);
  });
});
