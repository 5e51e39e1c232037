/**
 * WORKERS=N (issue 29): whether another server process is answering requests, as the
 * supervisor relays it (scripts/request-relay.mjs), and this process's own word to it. A
 * long job's batch waits for the peers' requests as for its own (job-runner.ts): on two
 * cores the counter in one process otherwise waits behind the billing run of the other.
 * Without the supervisor's relay (one process, PGlite, tests) the peers are never busy.
 */
export type PeerRequests = {
  /** Another process answers requests now. */
  busy: () => boolean;
  /** This process answers `answering` requests now (only a change is sent). */
  report: (answering: number) => void;
};

const REQUESTS = 'prapa:requests';
const PEERS = 'prapa:peers';
/** The messages' kinds: the supervisor's side is scripts/request-relay.mjs (a test checks). */
export const REQUEST_KINDS = { requests: REQUESTS, peers: PEERS } as const;

type PeersMessage = { kind: typeof PEERS; busy: boolean };
const isPeers = (m: unknown): m is PeersMessage =>
  typeof m === 'object' && m !== null && (m as { kind?: unknown }).kind === PEERS;

/** `onPeers`: told each time the peers start or stop answering. */
export const peerRequests = (
  relayed: boolean,
  onPeers: (busy: boolean) => void = () => {},
): PeerRequests => {
  const send = relayed ? process.send?.bind(process) : undefined;
  if (!send) return { busy: () => false, report: () => {} };
  let peersBusy = false;
  let said = false;
  process.on('message', (m: unknown) => {
    if (!isPeers(m)) return;
    peersBusy = m.busy;
    onPeers(peersBusy);
  });
  return {
    busy: () => peersBusy,
    report: (answering) => {
      const busy = answering > 0;
      if (busy === said || !process.connected) return;
      said = busy;
      // A callback, so a channel closing as the supervisor dies is not an unheard 'error'
      // event that would end the process: it drains on the disconnect (graceful-drain.ts).
      send({ kind: REQUESTS, busy }, undefined, undefined, () => {});
    },
  };
};
