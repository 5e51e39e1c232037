import type { AuditEntry } from '@prapa/contracts';
import { thaiDateTimeOf, type XlsxColumn } from '../../lib/xlsx.ts';

type T = (key: string) => string;

// A cell holds at most 32,767 characters.
const json = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value).slice(0, 32_000);

// A person by name; the platform's IT or the system by what they are, in the caller's language.
const actorText = (t: T, r: AuditEntry) =>
  r.actor === 'officer' && r.officerName ? r.officerName : t(`server:audit.actor.${r.actor}`);

export const auditColumns = (t: T): XlsxColumn<AuditEntry>[] => [
  { header: 'server:audit.at', width: 22, value: (r) => thaiDateTimeOf(new Date(r.at)) },
  { header: 'server:audit.officer', width: 26, value: (r) => actorText(t, r) },
  { header: 'server:audit.action', width: 26, value: (r) => r.action },
  { header: 'server:audit.entity', width: 18, value: (r) => r.entity },
  { header: 'server:audit.entityId', width: 38, value: (r) => r.entityId },
  { header: 'server:audit.reason', width: 30, value: (r) => r.reason },
  { header: 'server:audit.before', width: 50, value: (r) => json(r.before) },
  { header: 'server:audit.after', width: 50, value: (r) => json(r.after) },
];
