import { afterEach, describe, expect, it } from 'vitest';
import { ACCESS_LOG_GROUPS, LocalLogs, tapHandlerLogs } from './local-logs';

const line = (fields: Record<string, unknown>) => `${JSON.stringify({ level: 'INFO', ...fields })}\n`;

describe('LocalLogs', () => {
  const realWrite = process.stdout.write;
  afterEach(() => {
    process.stdout.write = realWrite;
  });

  it("finds one request's story by any of the ids the saved query matches, oldest first", () => {
    const logs = new LocalLogs();
    logs.add(ACCESS_LOG_GROUPS.http, { requestId: 'api-1', lambdaRequestId: 'fn-1' });
    logs.readHandlerLine(line({ function_name: 'record-swipe', function_request_id: 'fn-1', message: 'a' }));
    logs.readHandlerLine(line({ function_name: 'table-stream', correlation_id: 'api-1', message: 'b' }));
    logs.readHandlerLine(line({ function_name: 'table-stream', correlation_id: 'api-2', message: 'c' }));
    expect(logs.ofRequest('api-1').map((r) => [r.logGroup, r.fields.message])).toEqual([
      [ACCESS_LOG_GROUPS.http, undefined],
      ['/aws/lambda/table-stream', 'b'],
    ]);
    expect(logs.ofRequest('fn-1')).toHaveLength(2);
  });

  it('keeps the newest lines, dropping the oldest in runs once there are 22,000', () => {
    const logs = new LocalLogs();
    for (let i = 0; i < 21_999; i++) logs.add(ACCESS_LOG_GROUPS.http, { requestId: `r${i}` });
    expect(logs.ofRequest('r0')).toHaveLength(1);
    logs.add(ACCESS_LOG_GROUPS.http, { requestId: 'r21999' });
    // The 22,000th line drops the 2,000 oldest at once.
    expect(logs.ofRequest('r1999')).toHaveLength(0);
    expect(logs.ofRequest('r2000')).toHaveLength(1);
    expect(logs.ofRequest('r21999')).toHaveLength(1);
  });

  it('keeps every handler line; a quiet cloud prints only WARN and above, and whatever is not a handler line', () => {
    const printed: string[] = [];
    process.stdout.write = ((chunk: string) => printed.push(chunk) > 0) as typeof process.stdout.write;
    const logs = new LocalLogs();
    const untap = tapHandlerLogs(logs, { quiet: true });
    try {
      process.stdout.write(line({ function_name: 'f', correlation_id: 'x', message: 'quiet' }));
      process.stdout.write(line({ level: 'WARN', function_name: 'f', correlation_id: 'x', message: 'loud' }));
      process.stdout.write('{"_aws":{}}\n');
      process.stdout.write('progress');
    } finally {
      untap();
    }
    expect(logs.ofRequest('x').map((r) => r.fields.message)).toEqual(['quiet', 'loud']);
    expect(printed.map((text) => text.slice(0, 20))).toEqual([expect.stringContaining('WARN'), 'progress']);
  });
});
