/**
 * The server process's own state that the readiness answer reports: set by the drain
 * (server.ts on SIGTERM) before it stops anything, so a load balancer stops sending new
 * work while the requests in flight finish.
 */
export type Lifecycle = { draining: boolean };

export const createLifecycle = (): Lifecycle => ({ draining: false });
