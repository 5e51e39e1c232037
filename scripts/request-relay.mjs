// WORKERS=N (issue 29): each server process tells the supervisor when it starts and stops
// answering requests; the supervisor tells every other process whether any of its peers is
// answering. A long job's next batch waits for those requests too (src/jobs/job-runner.ts),
// as it waits for its own process's: the counter in one process otherwise shares two cores
// with the billing run of the other. A message is sent only when the answer changes.
export const REQUESTS = 'prapa:requests';
export const PEERS = 'prapa:peers';

export const createRequestRelay = () => {
  /** Each process's last word: answering (true) or not. */
  const busy = new Map();
  /** What each process was last told of its peers. */
  const told = new Map();

  const tell = () => {
    for (const child of busy.keys()) {
      const peers = [...busy].some(([other, answering]) => other !== child && answering);
      if (told.get(child) === peers || !child.connected) continue;
      told.set(child, peers);
      try {
        child.send({ kind: PEERS, busy: peers });
      } catch {
        // Gone: its exit removes it.
      }
    }
  };

  return {
    /** Follows one server process (a cluster worker's ChildProcess) until it exits. */
    add: (child) => {
      busy.set(child, false);
      child.on('message', (message) => {
        if (message?.kind !== REQUESTS) return;
        busy.set(child, message.busy === true);
        tell();
      });
      child.on('exit', () => {
        busy.delete(child);
        told.delete(child);
        tell();
      });
      // A process started again while another answers hears it at once.
      tell();
    },
  };
};
