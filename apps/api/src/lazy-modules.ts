/**
 * The modules the server loads only when first needed: each costs start time or memory that most
 * starts never use. Every lazy import of the server goes through here, and the production build
 * makes this file an entry of its own (dist/lazy-modules.js), so a test loads each one from the
 * built output exactly as the server does (test/built-lazy-modules.test.ts).
 */
export const lazyModules = {
  /** The Redis client, with REDIS_URL. */
  redis: async () => (await import('ioredis')).Redis,
  /** libvips: about 10 MiB of memory, with the first image. */
  sharp: async () => (await import('sharp')).default,
  /** Web Push, with the first push when VAPID keys are set. */
  webPush: async () => (await import('web-push')).default,
  /** The S3 client (a second of start time and megabytes of memory), with S3_BUCKET. */
  s3Storage: async () => (await import('./modules/media/s3-storage.ts')).createS3Storage,
  /** The password rule's dictionaries, about 9 MiB once read, with the first password set. */
  passwordStrength: async () => import('@marketplace/contract/password-strength'),
  /** The demo seeder (and the image library it draws with), when it runs. */
  demoSeeder: async () => (await import('./modules/seed/on-start.ts')).seedDemoOnStart,
};
