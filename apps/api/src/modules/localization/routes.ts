import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, ERROR_CODES, isLanguage } from '@marketplace/contract';
import { HttpError } from '../../http/errors.ts';
import type { Catalogues } from './service.ts';

/** Short, so a deploy's new strings reach browsers within minutes; ETag makes revalidation cheap. */
const CACHE_CONTROL = 'public, max-age=300, must-revalidate';

export const localizationRoutes: FastifyPluginAsyncZod<{ catalogues: Catalogues }> = async (app, { catalogues }) => {
  app.get(API_PATHS.localization.catalogue, { schema: { params: z.object({ lng: z.string() }) } }, async (request, reply) => {
    const { lng } = request.params;
    if (!isLanguage(lng)) throw new HttpError(404, ERROR_CODES.UNKNOWN_LANGUAGE, 'There is no catalogue for this language.');
    const catalogue = await catalogues.get(lng);
    reply.header('cache-control', CACHE_CONTROL).header('etag', catalogue.etag);
    if (matchesEtag(request.headers['if-none-match'], catalogue.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(catalogue.body);
  });
};

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}
