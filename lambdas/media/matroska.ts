/**
 * WebM (Matroska) cleaning by rebuilding, by allow-list
 * (docs/decisions/0018-story-and-voice-media.md).
 *
 * A WebM can carry personal data in Tags (a location, a title, an author),
 * in Info (title, date, the writing app), in Chapters and Attachments, in a
 * track's Name and in BlockAdditions. Rather than blank what we know, the
 * file is written anew from the parts a player needs: the EBML header, Info
 * with the timestamp scale and a Duration we measured, Tracks (video and
 * audio only, each from an allow-list of fields) and Clusters (timestamps and
 * the blocks of kept tracks). SeekHead and Cues are left out: nothing points
 * into the new file, and players read it from the start.
 *
 * The Duration is measured from the blocks themselves: MediaRecorder's WebM
 * has none in its header, and a header could lie.
 */
import { MediaRejected } from './iso-bmff';

const ID = {
  EBML: 0x1a45dfa3,
  DocType: 0x4282,
  DocTypeVersion: 0x4287,
  DocTypeReadVersion: 0x4285,
  Segment: 0x18538067,
  SeekHead: 0x114d9b74,
  Info: 0x1549a966,
  Tracks: 0x1654ae6b,
  Cluster: 0x1f43b675,
  Cues: 0x1c53bb6b,
  Chapters: 0x1043a770,
  Tags: 0x1254c367,
  Attachments: 0x1941a469,
  Void: 0xec,
  Crc32: 0xbf,
  TimestampScale: 0x2ad7b1,
  Duration: 0x4489,
  MuxingApp: 0x4d80,
  WritingApp: 0x5741,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  TrackType: 0x83,
  CodecID: 0x86,
  DefaultDuration: 0x23e383,
  ContentEncodings: 0x6d80,
  Timestamp: 0xe7,
  SimpleBlock: 0xa3,
  BlockGroup: 0xa0,
  Block: 0xa1,
  BlockDuration: 0x9b,
  ReferenceBlock: 0xfb,
  DiscardPadding: 0x75a2,
} as const;

/** Segment-level ids: where an unknown-size Cluster ends. */
const SEGMENT_LEVEL = new Set<number>([
  ID.SeekHead,
  ID.Info,
  ID.Tracks,
  ID.Cluster,
  ID.Cues,
  ID.Chapters,
  ID.Tags,
  ID.Attachments,
]);

/** TrackEntry fields a player needs; Name and anything unknown are left behind. */
const TRACK_FIELDS = new Set<number>([
  ID.TrackNumber,
  0x73c5 /* TrackUID */,
  ID.TrackType,
  0xb9 /* FlagEnabled */,
  0x88 /* FlagDefault */,
  0x55aa /* FlagForced */,
  0x9c /* FlagLacing */,
  0x6de7 /* MinCache */,
  ID.DefaultDuration,
  ID.CodecID,
  0x63a2 /* CodecPrivate */,
  0x56aa /* CodecDelay */,
  0x56bb /* SeekPreRoll */,
  0x22b59c /* Language */,
  0x22b59d /* LanguageBCP47 */,
  0xe0 /* Video */,
  0xe1 /* Audio */,
]);
const BLOCK_GROUP_FIELDS = new Set<number>([ID.Block, ID.BlockDuration, ID.ReferenceBlock, ID.DiscardPadding]);

const VIDEO_CODECS = new Set(['V_VP8', 'V_VP9', 'V_AV1']);
const AUDIO_CODECS = new Set(['A_OPUS', 'A_VORBIS']);

type Element = { id: number; start: number; dataStart: number; end: number; unknownSize: boolean };

function readVint(
  bytes: Uint8Array,
  at: number,
  keepMarker: boolean,
): { value: number; length: number; allOnes: boolean } {
  const first = bytes[at];
  if (first === undefined || first === 0) throw new MediaRejected('unreadable', `Bad EBML number at ${at}`);
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > bytes.length) throw new MediaRejected('unreadable', `Truncated EBML number at ${at}`);
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = (first & (0xff >> length)) === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i]!;
    if (bytes[at + i] !== 0xff) allOnes = false;
  }
  return { value, length, allOnes };
}

function readElement(bytes: Uint8Array, at: number, parentEnd: number): Element {
  const id = readVint(bytes, at, true);
  if (id.length > 4) throw new MediaRejected('unreadable', `Bad element id at ${at}`);
  const size = readVint(bytes, at + id.length, false);
  const dataStart = at + id.length + size.length;
  if (size.allOnes) return { id: id.value, start: at, dataStart, end: parentEnd, unknownSize: true };
  const end = dataStart + size.value;
  if (end > parentEnd)
    throw new MediaRejected('unreadable', `Element 0x${id.value.toString(16)} at ${at} overruns its parent`);
  return { id: id.value, start: at, dataStart, end, unknownSize: false };
}

/** Children of [from, to); an unknown-size child ends where an element of `endsAt` begins. */
function children(bytes: Uint8Array, from: number, to: number, endsAt?: ReadonlySet<number>): Element[] {
  const found: Element[] = [];
  let at = from;
  while (at < to) {
    const element = readElement(bytes, at, to);
    if (element.unknownSize) {
      element.end = endsAt ? unknownSizeEnd(bytes, element.dataStart, to, endsAt) : to;
    }
    found.push(element);
    if (element.end <= at) throw new MediaRejected('unreadable', 'Element of no length');
    at = element.end;
  }
  return found;
}

function unknownSizeEnd(bytes: Uint8Array, from: number, to: number, endsAt: ReadonlySet<number>): number {
  let at = from;
  while (at < to) {
    const id = readVint(bytes, at, true);
    if (endsAt.has(id.value)) return at;
    const element = readElement(bytes, at, to);
    if (element.unknownSize) throw new MediaRejected('unreadable', 'Nested unknown sizes');
    at = element.end;
  }
  return to;
}

const uint = (bytes: Uint8Array, element: Element) => {
  let value = 0;
  for (let i = element.dataStart; i < element.end; i++) value = value * 256 + bytes[i]!;
  return value;
};
const text = (bytes: Uint8Array, element: Element) =>
  Buffer.from(bytes.subarray(element.dataStart, element.end)).toString('latin1').replace(/\0+$/, '');
const float = (bytes: Uint8Array, element: Element) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset + element.dataStart, element.end - element.dataStart);
  if (element.end - element.dataStart === 4) return view.getFloat32(0);
  if (element.end - element.dataStart === 8) return view.getFloat64(0);
  return 0;
};

// ---- writing -------------------------------------------------------------

function idBytes(id: number): Buffer {
  const length = id >= 0x1000000 ? 4 : id >= 0x10000 ? 3 : id >= 0x100 ? 2 : 1;
  const out = Buffer.alloc(length);
  out.writeUIntBE(id, 0, length);
  return out;
}

/** A size as an 8-byte EBML number: simple, and big enough for anything here. */
function sizeBytes(size: number): Buffer {
  const out = Buffer.alloc(8);
  out.writeUInt8(0x01, 0);
  out.writeUIntBE(size, 2, 6);
  return out;
}

function element(id: number, ...body: Uint8Array[]): Buffer {
  const data = Buffer.concat(body);
  return Buffer.concat([idBytes(id), sizeBytes(data.length), data]);
}

function uintElement(id: number, value: number): Buffer {
  const data = Buffer.alloc(8);
  data.writeBigUInt64BE(BigInt(value));
  let first = 0;
  while (first < 7 && data[first] === 0) first++;
  return element(id, data.subarray(first));
}

function floatElement(id: number, value: number): Buffer {
  const data = Buffer.alloc(8);
  data.writeDoubleBE(value);
  return element(id, data);
}

const stringElement = (id: number, value: string) => element(id, Buffer.from(value, 'latin1'));

// ---- the rebuild ----------------------------------------------------------

export type WebmSummary = {
  videoTracks: number;
  audioTracks: number;
  /** The end of the last frame, in seconds, measured from the blocks. */
  durationSeconds: number;
  /** Segment-level elements and track fields left behind, for the log. */
  removed: string[];
};

type Track = { number: number; type: number; codec: string; defaultDurationNs: number; fields: Buffer[] };

/**
 * Rebuilds a WebM from an allow-list of its parts and measures it. Throws
 * MediaRejected for anything that is not a well-formed WebM we can rebuild.
 */
export function rebuildWebm(input: Uint8Array): { bytes: Buffer; summary: WebmSummary } {
  const removed: string[] = [];
  const top = children(input, 0, input.length);
  const header = top[0];
  if (header?.id !== ID.EBML) throw new MediaRejected('not_a_video', 'No EBML header');
  const headerFields = children(input, header.dataStart, header.end);
  const docType = headerFields.find((field) => field.id === ID.DocType);
  if (!docType || text(input, docType) !== 'webm') throw new MediaRejected('not_a_video', 'Not a WebM document');
  const docTypeVersion = headerFields.find((field) => field.id === ID.DocTypeVersion);
  const segment = top.find((candidate) => candidate.id === ID.Segment);
  if (!segment) throw new MediaRejected('unreadable', 'No Segment');

  const parts = children(input, segment.dataStart, segment.end, SEGMENT_LEVEL);
  const info = parts.find((part) => part.id === ID.Info);
  const tracksElement = parts.find((part) => part.id === ID.Tracks);
  if (!info || !tracksElement) throw new MediaRejected('unreadable', 'No Info or Tracks');
  for (const part of parts) {
    if (part.id !== ID.Info && part.id !== ID.Tracks && part.id !== ID.Cluster)
      removed.push(`Segment/0x${part.id.toString(16)}`);
  }

  const infoFields = children(input, info.dataStart, info.end);
  const scaleField = infoFields.find((field) => field.id === ID.TimestampScale);
  const timestampScale = scaleField ? uint(input, scaleField) : 1_000_000;
  if (timestampScale <= 0) throw new MediaRejected('unreadable', 'Bad TimestampScale');
  const headerDuration = infoFields.find((field) => field.id === ID.Duration);

  const tracks = readTracks(input, tracksElement, removed);
  const kept = new Map(
    tracks.filter((track) => track.type === 1 || track.type === 2).map((track) => [track.number, track]),
  );
  for (const track of tracks) if (!kept.has(track.number)) removed.push(`Tracks/type ${track.type}`);

  let endTicks = 0;
  const lastBlock = new Map<number, { at: number; payload: Uint8Array; explicitDuration?: number }>();
  const gaps = new Map<number, number>();
  const clusters: Buffer[] = [];
  for (const cluster of parts.filter((part) => part.id === ID.Cluster)) {
    const fields = children(input, cluster.dataStart, cluster.end);
    const timestampField = fields.find((field) => field.id === ID.Timestamp);
    if (!timestampField) throw new MediaRejected('unreadable', 'Cluster without a timestamp');
    const clusterTime = uint(input, timestampField);
    const out: Buffer[] = [uintElement(ID.Timestamp, clusterTime)];
    for (const field of fields) {
      let block: Element | undefined;
      let explicitDuration: number | undefined;
      if (field.id === ID.SimpleBlock) {
        block = field;
      } else if (field.id === ID.BlockGroup) {
        const inner = children(input, field.dataStart, field.end);
        block = inner.find((child) => child.id === ID.Block);
        const durationField = inner.find((child) => child.id === ID.BlockDuration);
        if (durationField) explicitDuration = uint(input, durationField);
        if (!block) continue;
        const track = readVint(input, block.dataStart, false).value;
        if (!kept.has(track)) continue;
        out.push(
          element(
            ID.BlockGroup,
            ...inner
              .filter((child) => BLOCK_GROUP_FIELDS.has(child.id))
              .map((child) => input.subarray(child.start, child.end)),
          ),
        );
      } else {
        continue;
      }
      const trackNumber = readVint(input, block.dataStart, false);
      if (!kept.has(trackNumber.value)) continue;
      const relative = new DataView(input.buffer, input.byteOffset + block.dataStart + trackNumber.length, 2).getInt16(
        0,
      );
      const at = clusterTime + relative;
      const previous = lastBlock.get(trackNumber.value);
      if (previous && at > previous.at) gaps.set(trackNumber.value, at - previous.at);
      lastBlock.set(trackNumber.value, {
        at,
        payload: input.subarray(block.dataStart + trackNumber.length + 3, block.end),
        explicitDuration,
      });
      if (field.id === ID.SimpleBlock) out.push(Buffer.from(input.subarray(field.start, field.end)));
    }
    if (out.length > 1) clusters.push(element(ID.Cluster, ...out));
  }

  for (const [number, block] of lastBlock) {
    const track = kept.get(number)!;
    const frameTicks =
      block.explicitDuration ??
      (track.defaultDurationNs ? track.defaultDurationNs / timestampScale : undefined) ??
      (track.codec === 'A_OPUS' ? opusPacketNs(block.payload) / timestampScale : undefined) ??
      gaps.get(number) ??
      0;
    endTicks = Math.max(endTicks, block.at + frameTicks);
  }
  if (lastBlock.size === 0) throw new MediaRejected('unreadable', 'No media blocks');
  // A header that claims more than the blocks hold is believed too: a player shows that length.
  if (headerDuration) endTicks = Math.max(endTicks, float(input, headerDuration));

  const keptTracks = [...kept.values()];
  const bytes = Buffer.concat([
    element(
      ID.EBML,
      uintElement(0x4286, 1),
      uintElement(0x42f7, 1),
      uintElement(0x42f2, 4),
      uintElement(0x42f3, 8),
      stringElement(ID.DocType, 'webm'),
      uintElement(ID.DocTypeVersion, docTypeVersion ? Math.min(4, uint(input, docTypeVersion)) : 4),
      uintElement(ID.DocTypeReadVersion, 2),
    ),
    element(
      ID.Segment,
      element(
        ID.Info,
        uintElement(ID.TimestampScale, timestampScale),
        floatElement(ID.Duration, endTicks),
        stringElement(ID.MuxingApp, 'Kindred'),
        stringElement(ID.WritingApp, 'Kindred'),
      ),
      element(ID.Tracks, ...keptTracks.map((track) => element(ID.TrackEntry, ...track.fields))),
      ...clusters,
    ),
  ]);
  return {
    bytes,
    summary: {
      videoTracks: keptTracks.filter((track) => track.type === 1 && VIDEO_CODECS.has(track.codec)).length,
      audioTracks: keptTracks.filter((track) => track.type === 2 && AUDIO_CODECS.has(track.codec)).length,
      durationSeconds: (endTicks * timestampScale) / 1e9,
      removed,
    },
  };
}

function readTracks(input: Uint8Array, tracksElement: Element, removed: string[]): Track[] {
  return children(input, tracksElement.dataStart, tracksElement.end)
    .filter((entry) => entry.id === ID.TrackEntry)
    .map((entry) => {
      const fields = children(input, entry.dataStart, entry.end);
      if (fields.some((field) => field.id === ID.ContentEncodings))
        throw new MediaRejected('unsupported', 'Encrypted or compressed track');
      const get = (id: number) => fields.find((field) => field.id === id);
      const number = get(ID.TrackNumber);
      const type = get(ID.TrackType);
      const codec = get(ID.CodecID);
      if (!number || !type || !codec) throw new MediaRejected('unreadable', 'Incomplete TrackEntry');
      for (const field of fields)
        if (!TRACK_FIELDS.has(field.id)) removed.push(`TrackEntry/0x${field.id.toString(16)}`);
      const defaultDuration = get(ID.DefaultDuration);
      return {
        number: uint(input, number),
        type: uint(input, type),
        codec: text(input, codec),
        defaultDurationNs: defaultDuration ? uint(input, defaultDuration) : 0,
        fields: fields
          .filter((field) => TRACK_FIELDS.has(field.id))
          .map((field) => Buffer.from(input.subarray(field.start, field.end))),
      };
    });
}

/** How long one Opus packet plays, from its TOC byte (RFC 6716 §3.1), in nanoseconds; 0 if unreadable. */
export function opusPacketNs(packet: Uint8Array): number {
  const toc = packet[0];
  if (toc === undefined) return 0;
  const config = toc >> 3;
  const frameUs =
    config < 12
      ? [10_000, 20_000, 40_000, 60_000][config % 4]!
      : config < 16
        ? [10_000, 20_000][config % 2]!
        : [2_500, 5_000, 10_000, 20_000][config % 4]!;
  const code = toc & 0x03;
  const frames = code === 0 ? 1 : code === 3 ? (packet[1] ?? 0) & 0x3f : 2;
  return frameUs * frames * 1000;
}
