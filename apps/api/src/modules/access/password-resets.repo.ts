import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  PasswordResetRequest,
  Position,
  passwordResetListQuery,
  passwordResetSortFields,
} from '@prapa/contracts';
import { officers, passwordResets } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { countAll, orderFor, searchOver, type SortMap, type Window } from '../../lib/list-query.ts';

export type PasswordResetFilters = z.output<typeof passwordResetListQuery>;

const sortable: SortMap<(typeof passwordResetSortFields)[number]> = {
  createdAt: { column: passwordResets.createdAt },
  username: { column: officers.username, text: true },
  fullName: { column: officers.fullName, text: true },
};

const columns = {
  id: passwordResets.id,
  officerId: passwordResets.officerId,
  username: officers.username,
  fullName: officers.fullName,
  position: officers.position,
  createdAt: passwordResets.createdAt,
  status: passwordResets.status,
  issuedAt: passwordResets.issuedAt,
  expiresAt: passwordResets.expiresAt,
};

type Selected = Omit<PasswordResetRequest, 'createdAt' | 'issuedAt' | 'expiresAt'> & {
  position: Position;
  createdAt: Date;
  issuedAt: Date | null;
  expiresAt: Date | null;
};

const toPasswordReset = ({ position: _position, ...row }: Selected): PasswordResetRequest => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  issuedAt: row.issuedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

const selectResets = (tx: Tx) =>
  tx
    .select(columns)
    .from(passwordResets)
    .innerJoin(
      officers,
      and(eq(officers.orgId, passwordResets.orgId), eq(officers.id, passwordResets.officerId)),
    );

export const listPasswordResets = async (
  tx: Tx,
  orgId: string,
  query: PasswordResetFilters,
  window: Window,
) => {
  const where: SQL | undefined = and(
    eq(passwordResets.orgId, orgId),
    query.status ? eq(passwordResets.status, query.status) : undefined,
    searchOver(query.q, [officers.username, officers.fullName]),
  );
  const rows = await selectResets(tx)
    .where(where)
    .orderBy(...orderFor(query.sort, sortable, '-createdAt', passwordResets.id))
    .limit(window.limit)
    .offset(window.offset);
  const [count] = await tx
    .select({ n: countAll })
    .from(passwordResets)
    .innerJoin(
      officers,
      and(eq(officers.orgId, passwordResets.orgId), eq(officers.id, passwordResets.officerId)),
    )
    .where(where);
  return { items: rows.map(toPasswordReset), total: count?.n ?? 0 };
};

/** The request and whose password it resets (their position decides who may issue). */
export const findPasswordReset = async (tx: Tx, orgId: string, id: string) => {
  const [row] = await selectResets(tx).where(
    and(eq(passwordResets.orgId, orgId), eq(passwordResets.id, id)),
  );
  return row ? { ...toPasswordReset(row), position: row.position } : null;
};
