/**
 * `npm run reset`: wipes the dev cloud's data (.local/) so the next
 * `npm start` creates the table, the user pool and the demo data afresh.
 * It refuses while a dev cloud is running (its ports answer), since the
 * running processes hold those files open.
 */
import { existsSync, rmSync } from 'node:fs';
import { LOCAL_DATA_DIR } from './paths';
import { busyPorts } from './port-check';
import { portsFor } from './ports';

const { web: _web, ...cloudPorts } = portsFor('dev');
const busy = await busyPorts(cloudPorts);
if (busy.length) {
  console.error(
    `A dev local cloud seems to be running (in use: ${busy.map((b) => `${b.port} ${b.name}`).join(', ')}).\n` +
      'Stop it with Ctrl-C in its terminal, then run npm run reset again.',
  );
  process.exit(1);
}
if (!existsSync(LOCAL_DATA_DIR)) {
  console.log('Nothing to reset: .local/ does not exist.');
} else {
  rmSync(LOCAL_DATA_DIR, { recursive: true, force: true });
  console.log('Removed .local/. The next npm start creates fresh data and the demo account.');
}
