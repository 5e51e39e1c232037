import {
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { requestAttachmentKinds, requestAttachmentMimes } from '@prapa/contracts';
import { id, orgId } from './columns.ts';
import { officers, organisations } from './org.ts';
import { requests } from './requests.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * A paper or photo filed with a request (0028), kept in the database like a meter photo.
 * Never deleted: taking one off marks it removed, with who and when.
 */
export const requestAttachments = pgTable(
  'request_attachments',
  {
    id: id(),
    orgId: orgId().references(() => organisations.id),
    requestId: uuid('request_id').notNull(),
    kind: text('kind', { enum: requestAttachmentKinds }).notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type', { enum: requestAttachmentMimes }).notNull(),
    bytes: integer('bytes').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: uuid('uploaded_by').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    removedBy: uuid('removed_by'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedReason: text('removed_reason'),
  },
  (t) => [
    unique('request_attachments_org_id').on(t.orgId, t.id),
    foreignKey({
      name: 'request_attachments_request_fk',
      columns: [t.orgId, t.requestId],
      foreignColumns: [requests.orgId, requests.id],
    }),
    foreignKey({
      name: 'request_attachments_uploaded_by_fk',
      columns: [t.orgId, t.uploadedBy],
      foreignColumns: [officers.orgId, officers.id],
    }),
    foreignKey({
      name: 'request_attachments_removed_by_fk',
      columns: [t.orgId, t.removedBy],
      foreignColumns: [officers.orgId, officers.id],
    }),
    index('request_attachments_request').on(t.orgId, t.requestId, t.uploadedAt),
  ],
);
