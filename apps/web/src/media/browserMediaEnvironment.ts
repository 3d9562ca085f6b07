import { MEDIA_UPLOAD_PATH, STORAGE_KEYS, mediaUploadRecordPath } from '@marketplace/contract';
import { isApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { apiBaseUrl } from '../config/apiBaseUrl.ts';
import { readPublicConfig } from '../config/publicConfig.ts';
import type { MediaUploadEnvironment } from './mediaUploadTask.ts';
import { isRetryableStatus } from './uploadPolicy.ts';

function storedToken(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

/** The self-hosted media provider as seen from a page: our API's tus endpoint and record reads. */
export function browserMediaEnvironment(): MediaUploadEnvironment {
  // tus resolves the upload's Location against the endpoint, so it must be absolute.
  const base = apiBaseUrl(readPublicConfig()) || window.location.origin;
  return {
    endpoint: `${base}${MEDIA_UPLOAD_PATH}`,
    getToken: storedToken,
    fetchRecord: async (uploadId) => {
      const answer = await browserClient.get(mediaUploadRecordPath(uploadId));
      const { parseUploadRecord } = await import('./parseUploadRecord.ts');
      return parseUploadRecord(answer);
    },
    isRetryableRecordError: (error) => isApiError(error) && isRetryableStatus(error.status),
  };
}
