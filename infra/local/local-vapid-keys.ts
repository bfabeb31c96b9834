/**
 * The local cloud's VAPID pair (decision 0069), standing in for the stage's
 * secret: made on the first start and kept in the data directory, so a dev
 * cloud's subscriptions survive restarts; a test cloud's temporary directory
 * gets a new pair each run.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

export type LocalVapidKeys = { publicKey: string; privateKey: string };

export function localVapidKeys(dataDir: string): LocalVapidKeys {
  const file = join(dataDir, 'vapid.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalVapidKeys>;
    if (stored.publicKey && stored.privateKey) return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  }
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys, null, 2));
  return keys;
}
