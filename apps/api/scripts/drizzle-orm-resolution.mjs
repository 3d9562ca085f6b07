// drizzle-kit is installed at the repository root but drizzle-orm only under apps/api,
// so drizzle-kit cannot import it by itself; resolve it from here instead.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
      const base = ${JSON.stringify(import.meta.url)};
      export async function resolve(specifier, context, next) {
        if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
          return next(specifier, { ...context, parentURL: base });
        }
        return next(specifier, context);
      }
    `),
);
