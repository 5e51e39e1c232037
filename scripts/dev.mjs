// `npm run dev`: the API with reload on :3000 and Vite on :5173 (which proxies /api).
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const run = (args, env = {}) =>
  spawn(args[0], args.slice(1), { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
const api = run([process.execPath, '--import', 'tsx', '--watch', 'apps/api/src/server.ts'], {
  NODE_ENV: 'development',
  WEB_DIST: '/nonexistent',
});
const web = run(['npm', 'run', 'dev', '-w', 'apps/web']);
const stop = () => {
  api.kill();
  web.kill();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
