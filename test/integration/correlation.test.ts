/**
 * One request's correlation id, end to end (decision 0065): the like that
 * makes a match is found by its API Gateway request id in the HTTP access
 * log, in every line of its handler, and in the lines of the stream work it
 * caused (the match's announcement, each member's pushed notification, the
 * away e-mail), as the saved `one-request` query finds them in AWS. The
 * local cloud keeps its log groups like CloudWatch Logs does
 * (infra/local/local-logs.ts): the access log from the gateway, the
 * handlers' lines from what they print.
 */
import { describe, expect, it } from 'vitest';
import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { cloud } from '../support/cloud-info';
import { createProfiledMember, swipe } from '../support/matches';
import { eventually } from '../support/table';

type LogRecord = { logGroup: string; at: string; fields: Record<string, unknown> };

const storyOf = async (requestId: string): Promise<LogRecord[]> => {
  const response = await fetch(`${cloud().lambdaUrl}/_local/logs?id=${encodeURIComponent(requestId)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { records: LogRecord[] }).records;
};

const settled = () => fetch(`${cloud().lambdaUrl}/_local/settled`);

describe('correlation ids', () => {
  it("follow a like from the access log through its handler to the match's push, notifications and e-mail", async () => {
    const [a, b] = [await createProfiledMember('Ada'), await createProfiledMember('Bea')];
    expect((await swipe(a, b.sub)).status).toBe(200);
    // The first like's stream work is done before the like that makes the match.
    await eventually(async () => (await settled()).ok);

    const second = await swipe(b, a.sub);
    expect(second.body).toMatchObject({ matched: true });
    const requestId = second.headers.get('apigw-requestid')!;
    expect(requestId).toBeTruthy();

    const { recordSwipe } = HTTP_ROUTES;
    const announced = (records: LogRecord[]) =>
      records.some((r) => r.fields.message === 'Match announced') &&
      records.filter((r) => r.fields.message === 'Notification pushed' && r.fields.kind === 'match').length === 2 &&
      records.some((r) => r.fields.message === 'Away email sent');
    const story = await eventually(async () => {
      const records = await storyOf(requestId);
      return announced(records) ? records : undefined;
    }, 20_000);

    // The access log: the request, who made it, and the Lambda request id of its handler.
    const access = story.filter((r) => r.logGroup === 'access/http-api');
    expect(access).toHaveLength(1);
    expect(access[0]!.fields).toMatchObject({
      requestId,
      routeKey: `${recordSwipe.method} ${recordSwipe.path}`,
      status: '200',
      memberId: b.sub,
    });
    const lambdaRequestId = access[0]!.fields.lambdaRequestId;
    expect(lambdaRequestId).toEqual(expect.any(String));

    // The handler: every line of its invocation carries the request's id.
    const handlerLines = story.filter((r) => r.fields.function_request_id === lambdaRequestId);
    expect(handlerLines.map((r) => r.fields.message)).toContain('Match made');
    for (const line of handlerLines) expect(line.fields.correlation_id).toBe(requestId);

    // The stream work it caused, in another function, under the same id.
    const streamLines = story.filter((r) => r.logGroup === '/aws/lambda/table-stream');
    expect(streamLines.length).toBeGreaterThanOrEqual(4);
    for (const line of streamLines) expect(line.fields.correlation_id).toBe(requestId);
    const pushedTo = streamLines
      .filter((r) => r.fields.message === 'Notification pushed')
      .map((r) => r.fields.memberId)
      .sort();
    expect(pushedTo).toEqual([a.sub, b.sub].sort());
    expect(streamLines.find((r) => r.fields.message === 'Away email sent')?.fields).toMatchObject({
      type: 'newMatch',
    });
  });
});
