import type { BackendModule, ReadCallback } from 'i18next';

export interface CatalogueBackendOptions {
  /** `{{lng}}` and `{{ns}}` are replaced by the language and the namespace. */
  loadPath: string;
}

/** A failure worth another try: the network, or a server error (a 4xx answer will not change). */
const isRetriable = (status: number) => status >= 500;

/**
 * Loads translation catalogues with fetch. i18next itself queues the reads (maxParallelReads)
 * and retries those this backend marks as retriable (maxRetries, retryTimeout doubling).
 */
export class CatalogueBackend implements BackendModule<CatalogueBackendOptions> {
  static readonly type = 'backend';
  readonly type = 'backend';
  /** `read` answers through its callback: the only way to tell i18next a failure is worth a retry. */
  readonly callbackApi = true;
  options: CatalogueBackendOptions = { loadPath: '' };

  init(_services: unknown, options: CatalogueBackendOptions): void {
    this.options = options;
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const url = this.options.loadPath
      .replace('{{lng}}', encodeURIComponent(language))
      .replace('{{ns}}', encodeURIComponent(namespace));
    // The second callback argument tells i18next whether to retry.
    fetch(url).then(
      async (response) => {
        if (!response.ok) {
          callback(new Error(`${url} answered ${response.status}`), isRetriable(response.status));
          return;
        }
        let catalogue: unknown;
        try {
          catalogue = await response.json();
        } catch (error) {
          callback(error instanceof Error ? error : new Error(String(error)), false);
          return;
        }
        callback(null, catalogue as Parameters<ReadCallback>[1]);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  }
}
