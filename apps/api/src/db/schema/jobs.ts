import { sql } from 'drizzle-orm';
import {
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, orgId } from './columns.ts';
import { organisations } from './org.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Long work (imports, billing runs, bank files, batch PDFs) as rows the job runner
 * (src/jobs) claims, runs in short batches and checkpoints: the progress a screen shows,
 * which survives a reload, and what a restarted server resumes.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    kind: text('kind').notNull(),
    /** One queued or running job per organisation and key (unique partial index). */
    key: text('key').notNull(),
    status: text('status', { enum: ['queued', 'running', 'succeeded', 'failed'] })
      .notNull()
      .default('queued'),
    input: jsonb('input').notNull().default({}),
    /** The handler's checkpoint: what a resumed run starts from. */
    state: jsonb('state').notNull().default({}),
    phase: text('phase'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    result: jsonb('result'),
    error: jsonb('error'),
    attempts: integer('attempts').notNull().default(0),
    idempotencyKey: text('idempotency_key'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When it (re)joined the queue: created, or stepped back after its time slice. */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The server process (host:pid) that claimed it last. */
    claimedBy: text('claimed_by'),
    /** Time slices it ran (each claim); more than one when it stepped back for others. */
    slices: integer('slices').notNull().default(0),
  },
  (t) => [
    unique('jobs_org_id').on(t.orgId, t.id),
    uniqueIndex('jobs_one_active')
      .on(t.orgId, t.key)
      .where(sql`status in ('queued', 'running')`),
    uniqueIndex('jobs_idempotency')
      .on(t.orgId, t.kind, t.idempotencyKey)
      .where(sql`idempotency_key is not null`),
    index('jobs_waiting')
      .on(t.queuedAt)
      .where(sql`status in ('queued', 'running')`),
    index('jobs_org_kind').on(t.orgId, t.kind, t.createdAt),
  ],
);

/** The file a job works from (an upload), kept until the job ends so a resume can re-read it. */
export const jobFiles = pgTable(
  'job_files',
  {
    jobId: uuid('job_id').notNull(),
    orgId: orgId().references(() => organisations.id),
    content: bytea('content').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'job_files_job_fk',
      columns: [t.orgId, t.jobId],
      foreignColumns: [jobs.orgId, jobs.id],
    }),
  ],
);

/** Round-robin by organisation: when each organisation's job was last given a turn. */
export const jobOrgTurns = pgTable('job_org_turns', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organisations.id),
  lastTurn: timestamp('last_turn', { withTimezone: true }).notNull(),
});
