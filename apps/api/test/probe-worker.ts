import { threadId } from 'node:worker_threads';

/** A task for run-worker.test.ts: answer the thread's id, fail, or fill the heap. */
export type ProbeTask = { kind: 'id' | 'throw' | 'exit' | 'fill'; bytes?: Uint8Array };

const held: number[][] = [];

export const handle = async ({ kind }: ProbeTask) => {
  if (kind === 'throw') throw new Error('probe failed');
  if (kind === 'exit') process.exit(3);
  if (kind === 'fill') for (;;) held.push(new Array<number>(1_000_000).fill(1));
  return { threadId };
};
