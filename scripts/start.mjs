// `npm start`: build what is not built, then run the server under its supervisor
// (scripts/supervise.mjs: restarted when it dies, drained on SIGTERM; migrations apply
// at each start).
import { ensureWebBuild } from './ensure-web-build.mjs';
import { runSupervisor } from './supervise.mjs';

ensureWebBuild();
runSupervisor({ env: { NODE_ENV: 'production', ...process.env } });
