/**
 * What the local table stream delivered, read from the cloud's log: its poller
 * reports every 2 s how many records it handed the table-stream handler, in
 * how many batches, and the time spent in the handler. Counted only while
 * `counting` is on (a bench's measured window).
 */
const DELIVERED = /^\[stream\] table-stream ← (\d+) record\(s\) in (\d+) batch\(es\), (\d+) ms/;

export type StreamDeliveries = {
  records: number;
  batches: number;
  ms: number;
  counting: boolean;
  read: (line: string) => void;
};

export function streamDeliveries(): StreamDeliveries {
  const tally: StreamDeliveries = {
    records: 0,
    batches: 0,
    ms: 0,
    counting: false,
    read(line) {
      const delivered = DELIVERED.exec(line);
      if (!delivered || !tally.counting) return;
      tally.records += Number(delivered[1]);
      tally.batches += Number(delivered[2]);
      tally.ms += Number(delivered[3]);
    },
  };
  return tally;
}
