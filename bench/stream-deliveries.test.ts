import { describe, expect, it } from 'vitest';
import { streamDeliveries } from './stream-deliveries';

describe('streamDeliveries', () => {
  it("adds up the poller's reports while counting, and nothing else", () => {
    const tally = streamDeliveries();
    tally.read('[stream] table-stream ← 7 record(s) in 2 batch(es), 40 ms');
    tally.counting = true;
    tally.read('[stream] table-stream ← 10 record(s) in 3 batch(es), 120 ms');
    tally.read('[stream] billing-events ← 4 record(s) in 1 batch(es), 9 ms');
    tally.read('[http] GET /discover 200');
    tally.read('[stream] table-stream ← 5 record(s) in 1 batch(es), 30 ms');
    expect({ records: tally.records, batches: tally.batches, ms: tally.ms }).toEqual({
      records: 15,
      batches: 4,
      ms: 150,
    });
  });
});
