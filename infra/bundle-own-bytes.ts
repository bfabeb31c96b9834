/**
 * How many bytes of a bundle are the AWS SDK's, read from its source map: since decision 0084 the
 * SDK is bundled (tree-shaken) rather than left to the runtime, and the byte budget (decision 0015)
 * still holds a bundle's own code, so the SDK's share is taken off before comparing.
 */

/** The SDK and the packages only it brings (hashing, XML parsing, DynamoDB's endpoint cache). */
const SDK_SOURCE = /node_modules\/(@aws-sdk|@smithy|@aws-crypto|fast-xml-parser|strnum|mnemonist|obliterator|bowser)\//;

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The fields of one source-map segment (base64 VLQ, each relative to the previous segment's). */
function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return fields;
}

/**
 * Bytes of `code` generated from the SDK's sources, by the source map's mappings: each segment
 * covers the code up to the next segment on its line. Characters stand in for bytes (minified
 * JavaScript is ASCII but for a few string literals).
 */
export function sdkBytesOf(code: string, sourceMap: { sources: string[]; mappings: string }): number {
  const isSdk = sourceMap.sources.map((source) => SDK_SOURCE.test(source));
  const lines = code.split('\n');
  let sourceIndex = 0;
  let bytes = 0;
  sourceMap.mappings.split(';').forEach((line, lineIndex) => {
    const length = lines[lineIndex]?.length ?? 0;
    let column = 0;
    const starts: { column: number; sdk: boolean }[] = [];
    for (const segment of line ? line.split(',') : []) {
      const fields = decodeSegment(segment);
      column += fields[0];
      if (fields.length >= 4) sourceIndex += fields[1];
      starts.push({ column, sdk: fields.length >= 4 && isSdk[sourceIndex] });
    }
    starts.forEach((start, index) => {
      if (start.sdk) bytes += (starts[index + 1]?.column ?? length) - start.column;
    });
  });
  return bytes;
}
