import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SQL } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import {
  requestPriceItem,
  requestPriceItemInput,
  requestPriceItemListQuery,
  type ListQuery,
  type RequestPriceItem,
  type requestPriceItemSortFields,
} from '@prapa/contracts';
import { requestPriceItems as t } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import type { Window } from '../../lib/list-query.ts';
import { bahtOf, MONEY_FORMAT, type XlsxColumn } from '../../lib/xlsx.ts';
import { statusColumn } from '../basic/shared/export-columns.ts';
import { stamps, tableWrites, type ResourceTable } from '../basic/shared/resource-repo.ts';
import { registerResource } from '../basic/shared/resource-routes.ts';
import { resourceService } from '../basic/shared/resource-service.ts';

// The utility's price list for a survey's estimate (materials, labour): the basic-data
// resource pattern (list, export, create, edit, retire), kept by the front office.

type Body = z.output<typeof requestPriceItemInput>;

const columns = {
  id: t.id,
  code: t.code,
  name: t.name,
  unit: t.unit,
  price: t.price,
  sortOrder: t.sortOrder,
  active: t.active,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
};

const rows = async (tx: Tx, where: SQL | undefined, orderBy: SQL[], window: Window) => {
  const found = await tx
    .select(columns)
    .from(t)
    .where(where)
    .orderBy(...orderBy)
    .limit(window.limit)
    .offset(window.offset);
  return found.map((r): RequestPriceItem => ({ ...r, ...stamps(r) }));
};

const table: ResourceTable<RequestPriceItem, (typeof requestPriceItemSortFields)[number]> = {
  table: t,
  id: t.id,
  orgId: t.orgId,
  active: t.active,
  code: t.code,
  search: [t.code, t.name],
  sortable: {
    sortOrder: { column: t.sortOrder },
    code: { column: t.code, text: true },
    name: { column: t.name, text: true },
    price: { column: t.price },
  },
  defaultSort: 'sortOrder',
  rows,
};

const service = resourceService<RequestPriceItem, Body, ListQuery, string>({
  kind: 'requestPriceItem',
  table,
  ...tableWrites<typeof t, Body>(t),
  codeConstraint: 'request_price_items_org_code',
});

const sheetColumns = (tr: TFunction): XlsxColumn<RequestPriceItem>[] => [
  { header: 'server:requestPriceItem.code', width: 10, value: (r) => r.code },
  { header: 'server:requestPriceItem.name', width: 30, value: (r) => r.name },
  { header: 'server:requestPriceItem.unit', width: 10, value: (r) => r.unit },
  {
    header: 'server:requestPriceItem.price',
    width: 16,
    numFmt: MONEY_FORMAT,
    value: (r) => bahtOf(r.price),
  },
  statusColumn(tr),
];

export const requestPriceItemRoutes: FastifyPluginAsyncZod = async (app) => {
  registerResource(app, {
    path: '/api/v1/request-price-items',
    tag: 'requests',
    read: 'requests.read',
    write: 'requests.write',
    item: requestPriceItem,
    input: requestPriceItemInput,
    query: requestPriceItemListQuery,
    service,
    sheet: { fileName: 'server:file.requestPriceItems', columns: sheetColumns },
  });
};
