/**
 * A sender's id for an idempotent write (a reading: the same id again is a no-op).
 * crypto.randomUUID exists only in secure contexts, and a village office often serves
 * the app over plain http on its LAN: getRandomValues works everywhere.
 */
export const clientId = (prefix: string) => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
};
