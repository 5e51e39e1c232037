import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';

/**
 * BENCH_PROFILE=<dir>: a CPU profile of this process while `work` runs, written as
 * <dir>/<name>.cpuprofile (open it in Chrome DevTools or VS Code). Without it, just work.
 */
export const profiled = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    await writeFile(`${dir}/${name}.cpuprofile`, JSON.stringify(profile));
    session.disconnect();
  }
};
