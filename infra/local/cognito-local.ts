/**
 * cognito-local as a child process, started through our own entry
 * (cognito-local-main.cjs: JSON log lines, written synchronously, so every
 * code reaches the mailbox at once). Its data always lives in `./.cognito`
 * under its working directory, so `cwd` picks the data dir; `PORT` the port.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onLines, spawnManaged, type ManagedChild } from './child-processes';
import { parseCognitoLogLine, type CodeDelivery } from './cognito-code-parser';
import { waitForChildStart } from './dynamodb-local';
import type { Log } from './log';

export type CognitoLocal = { child: ManagedChild; endpoint: string; dataDir: string };

export async function startCognitoLocal(options: {
  port: number;
  /** What tokens name as their issuer's host: the Cognito endpoint in front of it, not its own port. */
  issuerDomain: string;
  dataDir: string;
  log: Log;
  onCode: (delivery: CodeDelivery) => void;
}): Promise<CognitoLocal> {
  const endpoint = `http://localhost:${options.port}`;
  const configDir = join(options.dataDir, '.cognito');
  mkdirSync(configDir, { recursive: true });
  // The issuer would default to port 9229 whatever PORT says; it is the front's address instead.
  writeFileSync(
    join(configDir, 'config.json'),
    JSON.stringify(
      {
        TokenConfig: { IssuerDomain: options.issuerDomain },
        UserPoolDefaults: { UsernameAttributes: ['email'] },
      },
      null,
      2,
    ),
  );

  const entry = fileURLToPath(new URL('./cognito-local-main.cjs', import.meta.url));
  const child = spawnManaged('cognito-local', process.execPath, [entry], {
    cwd: options.dataDir,
    // A clean env: the handler env (AWS_ENDPOINT_URL_*, credentials) is none of its business.
    // NODE_NO_WARNINGS hides its AWS SDK v2 end-of-support notice.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(options.port),
      NODE_NO_WARNINGS: '1',
    },
  });

  let listening = false;
  const recent: string[] = [];
  onLines(child.process.stdout, (line) => {
    const parsed = parseCognitoLogLine(line);
    if (parsed.kind === 'code') options.onCode(parsed.delivery);
    if (parsed.kind === 'listening') listening = true;
    // Its own errors are worth seeing; info lines and the warnings it logs for
    // every expected client error (wrong code, taken email) are not.
    if (parsed.kind === 'error') options.log(parsed.message);
    if (recent.push(line) > 40) recent.shift();
  });
  onLines(child.process.stderr, (line) => {
    if (recent.push(line) > 40) recent.shift();
    if (line.trim()) options.log(line);
  });

  await waitForChildStart(child, recent, async () => listening || (await fetch(`${endpoint}/health`)).ok, {
    timeoutMs: 20_000,
    intervalMs: 50,
    what: 'cognito-local',
  });
  return { child, endpoint, dataDir: options.dataDir };
}
