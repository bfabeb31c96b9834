/**
 * The user pool of a running local cloud, for the developer scripts
 * (set-tier, staff): the cloud serves its ids in runtime-config.json; the dev
 * cloud also keeps them on disk.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_DATA_DIR } from './paths';

export async function localPoolIds(webOrigin: string): Promise<{ userPoolId: string; userPoolClientId: string }> {
  try {
    const response = await fetch(`${webOrigin}/runtime-config.json`);
    if (response.ok) return (await response.json()) as { userPoolId: string; userPoolClientId: string };
  } catch {
    // Not running with the web app; try the dev cloud's state file.
  }
  const stateFile = join(LOCAL_DATA_DIR, 'state.json');
  if (!existsSync(stateFile)) {
    console.error('No running local cloud found. Run `npm start` first.');
    process.exit(1);
  }
  return JSON.parse(readFileSync(stateFile, 'utf8')) as { userPoolId: string; userPoolClientId: string };
}
