import { initializeApp, getApps, type FirebaseApp } from 'firebase/app';
import type { FirebaseWebConfig } from '@marketplace/contract';

/** `host:port` split for the emulator connectors. */
export function emulatorAddress(hostPort: string): { host: string; port: number } {
  const cut = hostPort.lastIndexOf(':');
  return { host: hostPort.slice(0, cut), port: Number(hostPort.slice(cut + 1)) };
}

/** The page's Firebase app for this configuration (one per project, shared by chat and media). */
export function firebaseAppFor(config: FirebaseWebConfig): FirebaseApp {
  const name = `marketplace-${config.projectId}`;
  return (
    getApps().find((app) => app.name === name) ??
    initializeApp(
      {
        apiKey: config.apiKey,
        authDomain: config.authDomain,
        projectId: config.projectId,
        storageBucket: config.storageBucket,
        appId: config.appId,
      },
      name,
    )
  );
}
