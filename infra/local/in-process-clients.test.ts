import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { widenSharedClient } from './in-process-clients';

/** A DynamoDB stand-in that answers nobody until `wanted` requests are open at once. */
function server(wanted: number) {
  const waiting: ServerResponse[] = [];
  const http = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    req.on('end', () => {
      waiting.push(res);
      if (waiting.length < wanted) return;
      for (const one of waiting.splice(0)) one.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end('{}');
    });
  });
  return new Promise<{ url: string; close(): void }>((resolve) => http.listen(0, '127.0.0.1', () => resolve({
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: () => { http.closeAllConnections(); http.close(); },
  })));
}

const closers: Array<() => void> = [];
afterAll(() => { for (const close of closers) close(); });

describe('widenSharedClient', () => {
  it('lets one shared client hold more requests in flight than the SDK default of 50', async () => {
    const stub = await server(80);
    closers.push(stub.close);
    const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stub.url, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }));
    widenSharedClient(client, 100);
    closers.push(() => client.destroy());
    // With 50 sockets, 30 of these would wait for answers the stand-in never gives: the test would time out.
    const answers = await Promise.all(Array.from({ length: 80 }, (_, i) => client.send(new GetCommand({ TableName: 't', Key: { pk: String(i) } }))));
    expect(answers).toHaveLength(80);
  });

  it('refuses a client without a configurable handler', () => {
    expect(() => widenSharedClient({ config: { requestHandler: {} } })).toThrow(/configurable/);
  });
});
