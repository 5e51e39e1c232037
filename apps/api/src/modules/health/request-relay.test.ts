import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createRequestRelay, PEERS, REQUESTS } from '../../../../../scripts/request-relay.mjs';
import { peerRequests, REQUEST_KINDS } from '../../lib/peer-requests.ts';

// WORKERS=N (issue 29): the supervisor tells each server process whether another one is
// answering requests, so a long job's batch in one process waits for the counter in the
// other (job-runner.ts). Stand-in processes: what each was told, in order.

type Told = { kind: string; busy: boolean };
const child = () => {
  const told: Told[] = [];
  const emitter = Object.assign(new EventEmitter(), {
    connected: true,
    send: (m: Told) => told.push(m),
  });
  return {
    emitter,
    told,
    say: (busy: boolean) => emitter.emit('message', { kind: REQUESTS, busy }),
  };
};

describe('request relay (WORKERS=N)', () => {
  it('uses the message kinds the server sends and hears', () => {
    expect(REQUEST_KINDS).toEqual({ requests: REQUESTS, peers: PEERS });
  });

  it('tells the other processes when one answers, and again when none does', () => {
    const relay = createRequestRelay();
    const [a, b, c] = [child(), child(), child()];
    for (const x of [a, b, c]) relay.add(x.emitter);
    const idle = { kind: PEERS, busy: false };
    const busy = { kind: PEERS, busy: true };
    a.say(true);
    expect(a.told).toEqual([idle]);
    expect(b.told).toEqual([idle, busy]);
    expect(c.told).toEqual([idle, busy]);
    // b answers too: a now hears its peers busy; b and c already knew someone was.
    b.say(true);
    expect(a.told.at(-1)).toEqual(busy);
    expect(b.told).toHaveLength(2);
    a.say(false);
    b.say(false);
    expect(c.told.at(-1)).toEqual({ kind: PEERS, busy: false });
    expect(a.told.at(-1)).toEqual({ kind: PEERS, busy: false });
  });

  it('forgets a process that exits: its last word no longer holds the others back', () => {
    const relay = createRequestRelay();
    const [a, b] = [child(), child()];
    relay.add(a.emitter);
    relay.add(b.emitter);
    a.say(true);
    expect(b.told.at(-1)).toEqual({ kind: PEERS, busy: true });
    a.emitter.emit('exit', null, 'SIGKILL');
    expect(b.told.at(-1)).toEqual({ kind: PEERS, busy: false });
  });

  it('tells a process started again at once when another answers', () => {
    const relay = createRequestRelay();
    const [a, b] = [child(), child()];
    relay.add(a.emitter);
    a.say(true);
    relay.add(b.emitter);
    expect(b.told).toEqual([{ kind: PEERS, busy: true }]);
  });

  it('ignores what is not its message, and a process that cannot hear', () => {
    const relay = createRequestRelay();
    const [a, b] = [child(), child()];
    b.emitter.connected = false;
    relay.add(a.emitter);
    relay.add(b.emitter);
    a.emitter.emit('message', 'serving');
    a.say(true);
    expect(b.told).toEqual([]);
  });

  it('without the relay the peers are never busy and nothing is sent', () => {
    const peers = peerRequests(false);
    peers.report(3);
    expect(peers.busy()).toBe(false);
  });
});
