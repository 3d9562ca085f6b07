import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  CATALOGUE_CSV_MAX_CHARS,
  bulkEditAnswerSchema,
  bulkEditRequestSchema,
  catalogueCountAnswerSchema,
  catalogueSelectionRequestSchema,
  duplicateItemAnswerSchema,
  duplicateItemRequestSchema,
  exportCsvQuerySchema,
  importCsvRequestSchema,
  importQuerySchema,
  importStateSchema,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { sellerGuards } from '../sellers/routes.ts';
import { bulkEdit, changeSelection, duplicateItem } from './service.ts';
import { exportCsv, importCsv, importState } from './service-csv.ts';

const NO_STORE = { 'cache-control': 'no-store' };
/** A CSV file of CATALOGUE_CSV_MAX_CHARS characters in JSON, each up to 4 bytes in UTF-8, with room for escapes. */
const IMPORT_BODY_LIMIT_BYTES = CATALOGUE_CSV_MAX_CHARS * 4 + 64 * 1024;

/**
 * The seller's catalogue tools, /merchant/v1/*: sellers only (a guest 401, any other account 403);
 * writes need the store ACTIVE (403 PARTNER_INACTIVE), reads and the export do not. Every body is
 * strict, every product of a selection must be the seller's own.
 */
export const catalogueToolsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const { sellerOnly, sellerWrite, accountOf } = sellerGuards(app, db);
  const paths = API_PATHS.catalogueTools;

  app.post(
    paths.bulkEditItems,
    { preValidation: sellerWrite, schema: { body: bulkEditRequestSchema, response: { 200: bulkEditAnswerSchema } } },
    async (request, reply) => reply.headers(NO_STORE).send(await bulkEdit(db, accountOf(request.auth), request.body)),
  );

  for (const [path, action] of [
    [paths.archiveItems, 'archive'],
    [paths.restoreItems, 'restore'],
    [paths.deleteItems, 'delete'],
  ] as const) {
    app.post(
      path,
      {
        preValidation: sellerWrite,
        schema: { body: catalogueSelectionRequestSchema, response: { 200: catalogueCountAnswerSchema } },
      },
      async (request, reply) =>
        reply
          .headers(NO_STORE)
          .send({ changed: await changeSelection(db, accountOf(request.auth), request.body.selection, action) }),
    );
  }

  app.post(
    paths.duplicateItem,
    { preValidation: sellerWrite, schema: { body: duplicateItemRequestSchema, response: { 200: duplicateItemAnswerSchema } } },
    async (request, reply) => reply.headers(NO_STORE).send(await duplicateItem(db, accountOf(request.auth), request.body.id)),
  );

  app.get(
    paths.exportItemsCsv,
    { preValidation: sellerOnly, schema: { querystring: exportCsvQuerySchema } },
    async (request, reply) => {
      const csv = await exportCsv(db, accountOf(request.auth), request.query.archived === 'true');
      return reply
        .headers({
          ...NO_STORE,
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="products${request.query.archived === 'true' ? '-archived' : ''}.csv"`,
        })
        .send(csv);
    },
  );

  app.post(
    paths.importItemsCsv,
    {
      preValidation: sellerWrite,
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      schema: { body: importCsvRequestSchema, response: { 200: importStateSchema } },
    },
    async (request, reply) => reply.headers(NO_STORE).send(await importCsv(db, app.jobs, accountOf(request.auth), request.body)),
  );

  app.get(
    paths.getImport,
    { preValidation: sellerOnly, schema: { querystring: importQuerySchema, response: { 200: importStateSchema } } },
    async (request, reply) => reply.headers(NO_STORE).send(await importState(db, accountOf(request.auth), request.query.id)),
  );
};
