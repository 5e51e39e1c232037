// Builds the web app when dist is missing or older than any source it is made from.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
  'packages/contracts/locales',
  'packages/domain/src',
];

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
};

export const ensureWebBuild = () => {
  const index = join(root, 'apps/web/dist/index.html');
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const changed = Math.max(...sources.map((s) => newest(join(root, s))));
  if (built && built >= changed) return;
  console.log(
    built ? 'Web sources changed; rebuilding the web app…' : 'Building the web app (first start)…',
  );
  const res = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
};

if (import.meta.url === `file://${process.argv[1]}`) ensureWebBuild();
