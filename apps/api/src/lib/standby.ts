import Fastify from 'fastify';

/**
 * The supervisor (scripts/supervise.mjs) keeps a warm standby: a second server process
 * that has loaded every module (seconds of CPU) but opened nothing: no lock, no database,
 * no port. When the serving process dies, the standby is told 'go' and only has to open
 * the database and listen, so service is back sooner. Not started that way: go at once.
 */
export const untilActive = async (): Promise<void> => {
  const send = process.send?.bind(process);
  if (process.env.PRAPA_STANDBY !== '1' || !send) return;
  await warmUp();
  await new Promise<void>((resolve) => {
    const onMessage = (message: unknown) => {
      if (message !== 'go') return;
      process.off('message', onMessage);
      resolve();
    };
    process.on('message', onMessage);
    send('standby');
  });
};

/** Fastify loads its schema compilers with its first instance (~0.5 s): pay that ahead. */
const warmUp = async () => {
  const scratch = Fastify({ logger: false });
  scratch.get('/', async () => ({}));
  await scratch.ready();
  await scratch.close();
};
