import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  creditList as creditListSchema,
  creditQuery,
  debtorLedger as debtorLedgerSchema,
  debtorList as debtorListSchema,
  debtorQuery,
  idParams,
  ledgerQuery,
  okEnvelope,
  routeLedgersQuery,
} from '@prapa/contracts';
import { exportWindow } from '../../lib/list-query.ts';
import { translator } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { renderDebtorsPdf } from './debtors-print.ts';
import { creditColumns, debtorColumns, ledgerColumns, ledgerSheetRows } from './debtors.export.ts';
import { allDebtors, creditList, debtorList } from './debtors.service.ts';
import { renderLedgerPdf } from './ledger-print.ts';
import { debtorLedger, printableLedger } from './ledger.service.ts';
import { routeLedgersPdf } from './route-ledgers.ts';

const tags = ['debtors'];
const read = { permission: 'report.read' as const };
const base = '/api/v1/debtor-accounts';
const ledgerPath = '/api/v1/water-users/:id/ledger';

/** /debtor_accounts (ageing, credit balances) and ป.17, the per-connection debtor ledger. */
export const debtorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    base,
    {
      config: read,
      schema: { tags, querystring: debtorQuery, response: { 200: okEnvelope(debtorListSchema) } },
    },
    async (request) => ok(request, await debtorList(app, request, request.query)),
  );
  app.get(
    `${base}/export`,
    { config: read, schema: { tags, querystring: debtorQuery } },
    async (request, reply) => {
      const { list } = await allDebtors(app, request, request.query);
      return sendXlsx(reply, {
        fileName: 'server:file.debtors',
        sheetName: 'server:file.debtors',
        columns: debtorColumns(translator(request.lang)),
        rows: list.items,
      });
    },
  );
  app.get(
    `${base}/pdf`,
    { config: read, schema: { tags, querystring: debtorQuery } },
    async (request, reply) => {
      const { org, list } = await allDebtors(app, request, request.query);
      const pdf = await renderDebtorsPdf(org, list, new Date());
      return sendPdf(reply, pdf, `ลูกหนี้ค่าน้ำ_${list.asOf}.pdf`, `debtors_${list.asOf}.pdf`);
    },
  );
  app.get(
    `${base}/credits`,
    {
      config: read,
      schema: { tags, querystring: creditQuery, response: { 200: okEnvelope(creditListSchema) } },
    },
    async (request) => ok(request, await creditList(app, request, request.query)),
  );
  app.get(
    `${base}/credits/export`,
    { config: read, schema: { tags, querystring: creditQuery } },
    async (request, reply) => {
      const all = await creditList(app, request, {
        ...request.query,
        page: 1,
        pageSize: exportWindow.limit,
      });
      return sendXlsx(reply, {
        fileName: 'server:file.credits',
        sheetName: 'server:file.credits',
        columns: creditColumns(),
        rows: all.items,
      });
    },
  );
  app.get(
    `${base}/ledgers.pdf`,
    { config: read, schema: { tags, querystring: routeLedgersQuery } },
    async (request, reply) => {
      const { routeId, fiscalYear } = request.query;
      const pdf = await routeLedgersPdf(app, request, routeId, fiscalYear);
      return sendPdf(reply, pdf, `ป17_${fiscalYear}.pdf`, `ledgers_${fiscalYear}.pdf`);
    },
  );
  app.get(
    ledgerPath,
    {
      config: read,
      schema: {
        tags,
        params: idParams,
        querystring: ledgerQuery,
        response: { 200: okEnvelope(debtorLedgerSchema) },
      },
    },
    async (request) =>
      ok(request, await debtorLedger(app, request, request.params.id, request.query.fiscalYear)),
  );
  app.get(
    `${ledgerPath}/export`,
    { config: read, schema: { tags, params: idParams, querystring: ledgerQuery } },
    async (request, reply) => {
      const ledger = await debtorLedger(app, request, request.params.id, request.query.fiscalYear);
      return sendXlsx(reply, {
        fileName: 'server:file.ledger',
        sheetName: 'server:file.ledger',
        columns: ledgerColumns(),
        rows: ledgerSheetRows(ledger, translator(request.lang)),
      });
    },
  );
  app.get(
    `${ledgerPath}/pdf`,
    { config: read, schema: { tags, params: idParams, querystring: ledgerQuery } },
    async (request, reply) => {
      const { org, ledger } = await printableLedger(
        app,
        request,
        request.params.id,
        request.query.fiscalYear,
      );
      const { customerNo } = ledger.waterUser;
      return sendPdf(
        reply,
        await renderLedgerPdf(org, ledger, new Date()),
        `ป17_${customerNo}_${ledger.fiscalYear}.pdf`,
        `ledger_${customerNo}_${ledger.fiscalYear}.pdf`,
      );
    },
  );
};
