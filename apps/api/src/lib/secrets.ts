import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSecrets } from '../db/schema/index.ts';
import { withSystem } from '../db/tenant.ts';

/**
 * The signing key: JWT_SECRET when set; otherwise made once and kept in the database,
 * so every API process of a deployment, and every restart, signs with the same key.
 */
export const loadJwtSecret = async (db: Db, configured: string | undefined): Promise<string> => {
  if (configured) return configured;
  return withSystem(db, async (tx) => {
    await tx
      .insert(appSecrets)
      .values({ key: 'jwt', value: randomBytes(48).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await tx.select().from(appSecrets).where(eq(appSecrets.key, 'jwt'));
    if (!row) throw new Error('jwt secret missing');
    return row.value;
  });
};
