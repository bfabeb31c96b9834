/**
 * The authorizing front of DynamoDB Local (decision 0064). DynamoDB Local
 * checks no permission, so the requests functions make go through here first
 * (function-identity.ts sends them): each operation becomes the IAM actions
 * and resources AWS authorizes it by (an index for a Query on one, each item's
 * action for a transaction), the function's policies decide, and a denied
 * call is answered as DynamoDB answers it: 400 AccessDeniedException.
 * The local cloud's own calls (seeds, tests, the stream pollers) do not come
 * this way.
 */
import { randomUUID } from 'node:crypto';
import { Agent, createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_REGION } from './endpoints';
import { accessKeyIdOf } from './function-identity';
import { LOCAL_ACCOUNT_ID } from './lambda-runtime';
import type { IamRequest, LocalIam } from './local-iam';
import { errorText, type Log } from './log';
import { readRawBody } from './read-body';

type AttributeMap = Record<string, { S?: string; N?: string; B?: string } | undefined>;
type Input = Record<string, unknown>;

export type DynamoDbNaming = {
  /** The table's partition key attribute, for `dynamodb:LeadingKeys`. */
  partitionKeyOf(tableName: string): string | undefined;
  /** DynamoDB Local's stream ARN (GetRecords names only a shard iterator). */
  streamArn?: string;
};

const tableArn = (name: unknown) => `arn:aws:dynamodb:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:table/${String(name)}`;

/** The actions and resources IAM authorizes a DynamoDB (or DynamoDB Streams) operation by. */
export function dynamoDbRequests(target: string, input: Input, naming: DynamoDbNaming): IamRequest[] {
  const operation = target.split('.').pop() ?? '';
  const leading = (table: unknown, ...items: Array<AttributeMap | undefined>): IamRequest['context'] => {
    const attribute = naming.partitionKeyOf(String(table));
    const keys = items.map((item) => (attribute ? item?.[attribute] : undefined)).filter(Boolean);
    const values = keys.map((key) => key!.S ?? key!.N ?? key!.B ?? '');
    return values.length ? { 'dynamodb:LeadingKeys': [...new Set(values)] } : undefined;
  };
  const one = (action: string, table: unknown, ...items: Array<AttributeMap | undefined>): IamRequest => {
    const context = leading(table, ...items);
    return { action: `dynamodb:${action}`, resource: tableArn(table), ...(context ? { context } : {}) };
  };
  switch (operation) {
    case 'GetItem':
    case 'DeleteItem':
    case 'UpdateItem':
      return [one(operation, input.TableName, input.Key as AttributeMap)];
    case 'PutItem':
      return [one(operation, input.TableName, input.Item as AttributeMap)];
    case 'Query':
    case 'Scan':
      return [
        {
          action: `dynamodb:${operation}`,
          resource: `${tableArn(input.TableName)}${input.IndexName ? `/index/${String(input.IndexName)}` : ''}`,
        },
      ];
    case 'BatchGetItem':
      return Object.entries((input.RequestItems ?? {}) as Record<string, { Keys?: AttributeMap[] }>).map(
        ([table, { Keys = [] }]) => one(operation, table, ...Keys),
      );
    case 'BatchWriteItem':
      return Object.entries(
        (input.RequestItems ?? {}) as Record<
          string,
          Array<{ PutRequest?: { Item: AttributeMap }; DeleteRequest?: { Key: AttributeMap } }>
        >,
      ).map(([table, writes]) =>
        one(operation, table, ...writes.map((write) => write.PutRequest?.Item ?? write.DeleteRequest?.Key)),
      );
    case 'TransactWriteItems':
    case 'TransactGetItems':
      // Each item is authorized as its own action on its own table, as AWS does.
      return (
        (input.TransactItems ?? []) as Array<
          Record<string, { TableName: string; Key?: AttributeMap; Item?: AttributeMap }>
        >
      ).flatMap((item) =>
        Object.entries(item).map(([kind, part]) =>
          one(
            {
              Put: 'PutItem',
              Update: 'UpdateItem',
              Delete: 'DeleteItem',
              ConditionCheck: 'ConditionCheckItem',
              Get: 'GetItem',
            }[kind] ?? kind,
            part.TableName,
            part.Key ?? part.Item,
          ),
        ),
      );
    case 'DescribeStream':
    case 'GetShardIterator':
      return [{ action: `dynamodb:${operation}`, resource: String(input.StreamArn) }];
    case 'GetRecords':
      return [{ action: 'dynamodb:GetRecords', resource: naming.streamArn ?? `${tableArn('*')}/stream/*` }];
    default:
      return [
        {
          action: `dynamodb:${operation}`,
          resource: input.TableName === undefined ? '*' : tableArn(input.TableName),
        },
      ];
  }
}

/** DynamoDB's error shape: the SDK names the exception by `__type`. */
function answerError(res: ServerResponse, status: number, type: string, message: string): void {
  const body = JSON.stringify({ __type: type, Message: message });
  res
    .writeHead(status, {
      'content-type': 'application/x-amz-json-1.0',
      'content-length': String(Buffer.byteLength(body)),
      'x-amzn-requestid': randomUUID(),
    })
    .end(body);
}

export type DynamoDbFront = { server: Server; port: number; close(): Promise<void> };

export async function startDynamoDbFront(options: {
  upstreamPort: number;
  iam: LocalIam;
  naming: () => DynamoDbNaming;
  log: Log;
}): Promise<DynamoDbFront> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readRawBody(req);
      const principal = options.iam.principalOf(accessKeyIdOf(req.headers));
      const target = req.headers['x-amz-target'];
      if (principal && typeof target === 'string') {
        let input: Input | undefined;
        try {
          input = JSON.parse(body.toString('utf8') || '{}') as Input;
        } catch {
          // A malformed body: DynamoDB Local answers it with its own error.
        }
        const denied =
          input && (await options.iam.authorize(principal, dynamoDbRequests(target, input, options.naming())));
        if (denied) {
          answerError(res, 400, 'com.amazon.coral.service#AccessDeniedException', denied.message);
          return;
        }
      }
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: options.upstreamPort,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, 'content-length': String(body.length) },
          agent,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', (error) => {
        // DynamoDB Local restarting (supervised-child.ts): the SDK retries a 503 as it would AWS's.
        if (!res.headersSent)
          answerError(res, 503, 'com.amazonaws.dynamodb.v20120810#ServiceUnavailable', errorText(error));
        else res.destroy();
      });
      upstream.end(body);
    })().catch((error: unknown) => {
      options.log(`DynamoDB front error: ${errorText(error)}`);
      if (!res.headersSent)
        answerError(res, 500, 'com.amazonaws.dynamodb.v20120810#InternalServerError', 'Internal error');
      else res.destroy();
    });
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
