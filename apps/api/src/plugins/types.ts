import type { Language, Permission, Position, Role } from '@prapa/contracts';
import type { Database } from '../db/client.ts';
import type { Config } from '../config.ts';

/** Who is calling, from a verified access token. */
export type Actor = {
  officerId: string;
  /** The organisation whose data this request reads and writes. */
  orgId: string;
  /** The officer's own organisation (differs only for an IT officer acting elsewhere). */
  homeOrgId: string;
  role: Role;
  position: Position;
  familyId: string;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    actor: Actor | null;
    lang: Language;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /** The key of packages/contracts permissionTable this route needs. */
    permission?: Permission;
    /** Open without a token (login, the public organisation list, health). */
    public?: boolean;
    /**
     * A write that never ends a session (a payment, a reading): the sessions this process
     * trusts stay trusted after it, so a busy counter is not asked about its session on
     * every request. Any write without it makes every session be asked again.
     */
    keepsSessions?: boolean;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    database: Database;
    config: Config;
  }
}
