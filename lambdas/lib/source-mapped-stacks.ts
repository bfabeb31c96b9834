import { existsSync, readFileSync } from 'node:fs';
import { SourceMap, type SourceOrigin } from 'node:module';

/**
 * Stack traces that name our sources (`lambdas/http/…ts:12:3`), not the minified bundle, without
 * paying for it at a cold start.
 *
 * Node's `--enable-source-maps` reads and parses every loaded file's map when the file loads: 15 to
 * 35 ms of each cold start for a bundle of 0.5 to 1.9 MB, errors or not (decision 0096). Here the map
 * of a file is read the first time a stack with a frame in it is formatted, once per sandbox, with
 * Node's own parser (`SourceMap` of node:module).
 *
 * Where the runtime maps stacks already (a `--enable-source-maps` process, or tsx, which turns Node's
 * on), nothing is installed. A stack with no frame in a mapped file is left to the formatter that was
 * there before (Node's own, or a test runner's).
 *
 * Importing the module installs it, once however many modules import it: `logger.ts` and `metrics.ts`
 * do, and every handler imports one of them. (It is installed at the end of this file.)
 */

/** A file's parsed map, or null when it has none beside it; each file is looked at once. */
const maps = new Map<string, SourceMap | null>();

function mapOf(file: string): SourceMap | null {
  let map = maps.get(file);
  if (map !== undefined) return map;
  try {
    map = existsSync(`${file}.map`) ? new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null;
  } catch {
    // A map that cannot be read leaves the frames as they are: a stack must never fail to format.
    map = null;
  }
  maps.set(file, map);
  return map;
}

function mapOfFrame(frame: NodeJS.CallSite): SourceMap | null {
  const file = frame.getFileName();
  return file ? mapOf(file) : null;
}

function mappedFrame(frame: NodeJS.CallSite): string {
  const file = frame.getFileName();
  const line = frame.getLineNumber();
  const column = frame.getColumnNumber();
  const map = line !== null && column !== null ? mapOfFrame(frame) : null;
  const origin: Partial<SourceOrigin> = map ? map.findOrigin(line!, column!) : {};
  if (!origin.fileName) return `    at ${frame.toString()}`;
  // The map's sources are relative to where it was built (`../../lambdas/…`): printed from the project root.
  const source = `${origin.fileName.replace(/^(\.\.\/)+/, '')}:${origin.lineNumber}:${origin.columnNumber}`;
  // V8's own rendering of the frame (async, new, the receiver's type), with the source in place of the bundle.
  return `    at ${frame.toString().replace(`${file}:${line}:${column}`, source)}`;
}

/** What V8 puts first: `Name: message`, from the error's own toString. */
function headerOf(error: Error): string {
  try {
    return String(error);
  } catch {
    return '<error>';
  }
}

if (!process.sourceMapsEnabled) {
  const previous = Error.prepareStackTrace;
  Error.prepareStackTrace = (error, frames) =>
    frames.some((frame) => mapOfFrame(frame)) || !previous
      ? [headerOf(error), ...frames.map(mappedFrame)].join('\n')
      : previous(error, frames);
}
