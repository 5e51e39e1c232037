// Types of request-relay.mjs, for the test that drives it.
import type { EventEmitter } from 'node:events';

export declare const REQUESTS: string;
export declare const PEERS: string;

export type RelayedProcess = EventEmitter & {
  connected: boolean;
  send: (message: { kind: string; busy: boolean }) => unknown;
};

export declare const createRequestRelay: () => { add: (child: RelayedProcess) => void };
