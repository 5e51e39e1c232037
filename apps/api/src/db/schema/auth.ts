import { foreignKey, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, orgId } from './columns.ts';
import { officers, organisations } from './org.ts';

/** Refresh tokens: stored hashed; a rotation family is revoked whole on reuse. */
export const refreshSessions = pgTable(
  'refresh_sessions',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    officerId: uuid('officer_id').notNull(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    actingOrgId: uuid('acting_org_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    foreignKey({
      name: 'refresh_sessions_officer_fk',
      columns: [t.orgId, t.officerId],
      foreignColumns: [officers.orgId, officers.id],
    }),
    index('refresh_sessions_family').on(t.orgId, t.familyId),
    unique('refresh_sessions_token_hash_unique').on(t.tokenHash, t.orgId),
  ],
);

/** spec POST /api/auth/register: a request an admin approves; never a login by itself. */
export const accessRequests = pgTable(
  'access_requests',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    displayName: text('display_name').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    phone: text('phone'),
    note: text('note'),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
    officerId: uuid('officer_id'),
    createdAt: createdAt(),
  },
  (t) => [index('access_requests_org_status').on(t.orgId, t.status)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    officerId: uuid('officer_id').notNull(),
    status: text('status', { enum: ['pending', 'issued', 'used', 'expired'] })
      .notNull()
      .default('pending'),
    tokenHash: text('token_hash'),
    issuedBy: uuid('issued_by'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'password_resets_officer_fk',
      columns: [t.orgId, t.officerId],
      foreignColumns: [officers.orgId, officers.id],
    }),
    unique('password_resets_token_hash_unique').on(t.tokenHash, t.orgId),
  ],
);
