/**
 * MP4 (ISO base media file format) cleaning, in place, by allow-list
 * (docs/decisions/0018-story-and-voice-media.md).
 *
 * Where a phone or camera puts location and other personal metadata in an
 * MP4: `udta` boxes (©xyz, Samsung and GoPro blocks), `meta` boxes (Apple's
 * com.apple.quicktime.location.ISO6709 keys), `uuid` boxes (XMP), timed
 * metadata tracks (GoPro GPMF, DJI subtitle tracks, camera motion) whose
 * samples sit in `mdat`, and the creation times in the headers. Rather than
 * hunting for known culprits, every box is checked against the short list a
 * player needs; anything else becomes a `free` box of the same size with its
 * bytes zeroed, so no offset in the file moves and the file stays playable.
 * Tracks other than video and sound go the same way, and their samples in
 * `mdat` are zeroed too.
 */

export class MediaRejected extends Error {
  constructor(
    readonly reason: 'not_a_video' | 'not_audio' | 'unsupported' | 'unreadable',
    detail: string,
  ) {
    super(detail);
    this.name = 'MediaRejected';
  }
}

type Box = { type: string; start: number; headerSize: number; end: number };

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** The boxes directly inside [from, to); throws on a box that does not fit. */
function childBoxes(bytes: Uint8Array, view: DataView, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  let at = from;
  while (at < to) {
    if (to - at < 8) {
      // A few trailing zero bytes are tolerated (some muxers pad); anything else is a broken box.
      if (bytes.subarray(at, to).every((byte) => byte === 0)) break;
      throw new MediaRejected('unreadable', `Truncated box at ${at}`);
    }
    let size = view.getUint32(at);
    const type = ascii(bytes, at + 4, 4);
    let headerSize = 8;
    if (size === 1) {
      if (to - at < 16) throw new MediaRejected('unreadable', `Truncated large box at ${at}`);
      const large = view.getBigUint64(at + 8);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) throw new MediaRejected('unreadable', 'Box too large');
      size = Number(large);
      headerSize = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < headerSize || at + size > to)
      throw new MediaRejected('unreadable', `Box ${JSON.stringify(type)} at ${at} overruns its parent`);
    boxes.push({ type, start: at, headerSize, end: at + size });
    at += size;
  }
  return boxes;
}

/** The allow-lists: which children each container may keep. Anything else is blanked. */
const KEEP: Record<string, ReadonlySet<string>> = {
  root: new Set(['ftyp', 'moov', 'mdat', 'free', 'skip', 'wide', 'moof', 'mfra', 'sidx', 'styp', 'ssix', 'prft']),
  moov: new Set(['mvhd', 'trak', 'mvex']),
  trak: new Set(['tkhd', 'edts', 'mdia']),
  edts: new Set(['elst']),
  mdia: new Set(['mdhd', 'hdlr', 'minf']),
  minf: new Set(['vmhd', 'smhd', 'dinf', 'stbl', 'hdlr']),
  dinf: new Set(['dref']),
  stbl: new Set([
    'stsd',
    'stts',
    'ctts',
    'cslg',
    'stss',
    'stps',
    'sdtp',
    'stsc',
    'stsz',
    'stz2',
    'stco',
    'co64',
    'sgpd',
    'sbgp',
    'subs',
    'saiz',
    'saio',
    'padb',
  ]),
  mvex: new Set(['mehd', 'trex', 'leva']),
  moof: new Set(['mfhd', 'traf']),
  traf: new Set(['tfhd', 'tfdt', 'trun', 'sbgp', 'sgpd', 'subs', 'saiz', 'saio']),
  mfra: new Set(['tfra', 'mfro']),
};

const VIDEO_CODECS = new Set(['avc1', 'avc3', 'hvc1', 'hev1', 'av01', 'vp08', 'vp09', 'mp4v']);
const AUDIO_CODECS = new Set(['mp4a', 'Opus', 'fLaC', 'ac-3', 'ec-3', 'alac', '.mp3']);

export type Mp4Summary = {
  videoTracks: number;
  audioTracks: number;
  /** Box paths blanked, for the log. */
  removed: string[];
  /** The longest of what the headers claim and what the sample tables hold, in seconds. */
  durationSeconds: number;
};

type TrackInfo = {
  id: number;
  handler: string;
  timescale: number;
  headerDuration: number;
  sampleDuration: number;
  codec: string | null;
  trak: Box;
};

/**
 * Cleans an MP4 in place (pass a copy) and describes it. Throws MediaRejected
 * for anything that is not a well-formed MP4 we can clean: broken boxes,
 * encrypted samples, data kept outside the file, or fragments of tracks that
 * were removed.
 */
export function sanitizeMp4(bytes: Uint8Array): Mp4Summary {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const removed: string[] = [];
  const blank = (box: Box, path: string) => {
    bytes.fill(0, box.start + box.headerSize, box.end);
    // The type becomes 'free'; a large-size header keeps its 64-bit size.
    bytes.set([0x66, 0x72, 0x65, 0x65], box.start + 4);
    removed.push(`${path}/${box.type}`);
  };

  const top = childBoxes(bytes, view, 0, bytes.length);
  if (top[0]?.type !== 'ftyp') throw new MediaRejected('not_a_video', 'No ftyp box first');
  const moovs = top.filter((box) => box.type === 'moov');
  if (moovs.length !== 1) throw new MediaRejected('unreadable', 'Expected exactly one moov box');
  if (!top.some((box) => box.type === 'mdat' || box.type === 'moof'))
    throw new MediaRejected('unreadable', 'No media data');

  for (const box of top) if (!KEEP.root!.has(box.type)) blank(box, '');

  const moov = moovs[0]!;
  let movieTimescale = 0;
  let movieDuration = 0;
  const tracks: TrackInfo[] = [];
  const trex = new Map<number, number>();
  for (const box of childBoxes(bytes, view, moov.start + moov.headerSize, moov.end)) {
    if (!KEEP.moov!.has(box.type)) {
      blank(box, '/moov');
    } else if (box.type === 'mvhd') {
      const header = clearTimesAndReadDuration(bytes, view, box);
      movieTimescale = header.timescale;
      movieDuration = header.duration;
    } else if (box.type === 'trak') {
      tracks.push(cleanTrack(bytes, view, box, blank));
    } else if (box.type === 'mvex') {
      for (const child of childBoxes(bytes, view, box.start + box.headerSize, box.end)) {
        if (!KEEP.mvex!.has(child.type)) blank(child, '/moov/mvex');
        else if (child.type === 'mehd') movieDuration = Math.max(movieDuration, fullBoxNumber(view, child, 0));
        else if (child.type === 'trex' && child.end - child.start >= 32)
          trex.set(view.getUint32(child.start + 12), view.getUint32(child.start + 20));
      }
    }
  }

  const kept = tracks.filter((track) => track.handler === 'vide' || track.handler === 'soun');
  const dropped = tracks.filter((track) => !kept.includes(track));
  for (const track of dropped) {
    // Timed metadata (GPS!) lives in mdat: zero the samples before the track's tables go.
    zeroSamples(bytes, view, track.trak);
    blank(track.trak, '/moov');
  }
  const droppedIds = new Set(dropped.map((track) => track.id));

  // Fragmented files: sample durations live in each fragment.
  const fragmentDurations = new Map<number, number>();
  for (const box of top) {
    if (box.type === 'moof') cleanFragment(bytes, view, box, blank, droppedIds, trex, fragmentDurations);
    if (box.type === 'mfra')
      for (const child of childBoxes(bytes, view, box.start + box.headerSize, box.end))
        if (!KEEP.mfra!.has(child.type)) blank(child, '/mfra');
  }

  let durationSeconds = movieTimescale > 0 ? movieDuration / movieTimescale : 0;
  for (const track of kept) {
    if (track.timescale <= 0) continue;
    const fromSamples = track.sampleDuration + (fragmentDurations.get(track.id) ?? 0);
    durationSeconds = Math.max(durationSeconds, track.headerDuration / track.timescale, fromSamples / track.timescale);
  }
  return {
    videoTracks: kept.filter((track) => track.handler === 'vide' && track.codec && VIDEO_CODECS.has(track.codec))
      .length,
    audioTracks: kept.filter((track) => track.handler === 'soun' && track.codec && AUDIO_CODECS.has(track.codec))
      .length,
    removed,
    durationSeconds,
  };
}

/** mvhd, tkhd, mdhd: zero creation and modification times; return timescale and duration. */
function clearTimesAndReadDuration(
  bytes: Uint8Array,
  view: DataView,
  box: Box,
): { timescale: number; duration: number } {
  const body = box.start + box.headerSize;
  const version = bytes[body]!;
  const timeBytes = version === 1 ? 8 : 4;
  if (body + 4 + timeBytes * 2 + 4 + timeBytes > box.end) throw new MediaRejected('unreadable', `Short ${box.type}`);
  bytes.fill(0, body + 4, body + 4 + timeBytes * 2);
  const after = body + 4 + timeBytes * 2;
  if (box.type === 'tkhd') {
    // track_ID, reserved, then duration.
    const duration = version === 1 ? Number(view.getBigUint64(after + 8)) : view.getUint32(after + 8);
    return { timescale: view.getUint32(after), duration };
  }
  const timescale = view.getUint32(after);
  const duration = version === 1 ? Number(view.getBigUint64(after + 4)) : view.getUint32(after + 4);
  // An all-ones duration means "unknown" (fragmented files).
  const unknown = version === 1 ? duration >= Number.MAX_SAFE_INTEGER : duration === 0xffffffff;
  return { timescale, duration: unknown ? 0 : duration };
}

/** A full box's first number after version and flags (32 or 64 bits by version), at `skip` bytes in. */
function fullBoxNumber(view: DataView, box: Box, skip: number): number {
  const body = box.start + box.headerSize;
  const version = view.getUint8(body);
  return version === 1 ? Number(view.getBigUint64(body + 4 + skip)) : view.getUint32(body + 4 + skip);
}

function cleanTrack(bytes: Uint8Array, view: DataView, trak: Box, blank: (box: Box, path: string) => void): TrackInfo {
  const info: TrackInfo = { id: 0, handler: '', timescale: 0, headerDuration: 0, sampleDuration: 0, codec: null, trak };
  for (const box of childBoxes(bytes, view, trak.start + trak.headerSize, trak.end)) {
    if (!KEEP.trak!.has(box.type)) {
      blank(box, '/moov/trak');
    } else if (box.type === 'tkhd') {
      const body = box.start + box.headerSize;
      info.id = view.getUint32(body + 4 + (bytes[body] === 1 ? 16 : 8));
      clearTimesAndReadDuration(bytes, view, box);
    } else if (box.type === 'edts') {
      for (const child of childBoxes(bytes, view, box.start + box.headerSize, box.end)) {
        if (!KEEP.edts!.has(child.type)) blank(child, '/moov/trak/edts');
      }
    } else if (box.type === 'mdia') {
      cleanMedia(bytes, view, box, blank, info);
    }
  }
  return info;
}

function cleanMedia(
  bytes: Uint8Array,
  view: DataView,
  mdia: Box,
  blank: (box: Box, path: string) => void,
  info: TrackInfo,
): void {
  for (const box of childBoxes(bytes, view, mdia.start + mdia.headerSize, mdia.end)) {
    if (!KEEP.mdia!.has(box.type)) {
      blank(box, '/moov/trak/mdia');
    } else if (box.type === 'mdhd') {
      const header = clearTimesAndReadDuration(bytes, view, box);
      info.timescale = header.timescale;
      info.headerDuration = header.duration;
    } else if (box.type === 'hdlr') {
      info.handler = ascii(bytes, box.start + box.headerSize + 8, 4);
      clearHandlerName(bytes, box);
    } else if (box.type === 'minf') {
      for (const child of childBoxes(bytes, view, box.start + box.headerSize, box.end)) {
        if (!KEEP.minf!.has(child.type)) blank(child, '/moov/trak/mdia/minf');
        else if (child.type === 'hdlr') clearHandlerName(bytes, child);
        else if (child.type === 'dinf') checkDataReferences(bytes, view, child, blank);
        else if (child.type === 'stbl') cleanSampleTable(bytes, view, child, blank, info);
      }
    }
  }
}

/** The handler's name is free text ("Core Media Video", or anything a tool writes): zeroed, it reads as empty. */
function clearHandlerName(bytes: Uint8Array, hdlr: Box): void {
  const nameStart = hdlr.start + hdlr.headerSize + 24;
  if (nameStart < hdlr.end) bytes.fill(0, nameStart, hdlr.end);
}

/** Samples must be in this file: an external data reference is a URL, and a player would fetch it. */
function checkDataReferences(
  bytes: Uint8Array,
  view: DataView,
  dinf: Box,
  blank: (box: Box, path: string) => void,
): void {
  for (const dref of childBoxes(bytes, view, dinf.start + dinf.headerSize, dinf.end)) {
    if (!KEEP.dinf!.has(dref.type)) {
      blank(dref, '/moov/trak/mdia/minf/dinf');
      continue;
    }
    for (const entry of childBoxes(bytes, view, dref.start + dref.headerSize + 8, dref.end)) {
      const selfContained = (view.getUint32(entry.start + entry.headerSize) & 1) === 1;
      if (!selfContained) throw new MediaRejected('unsupported', 'Samples stored outside the file');
    }
  }
}

function cleanSampleTable(
  bytes: Uint8Array,
  view: DataView,
  stbl: Box,
  blank: (box: Box, path: string) => void,
  info: TrackInfo,
): void {
  for (const box of childBoxes(bytes, view, stbl.start + stbl.headerSize, stbl.end)) {
    if (!KEEP.stbl!.has(box.type)) {
      blank(box, '/moov/trak/mdia/minf/stbl');
    } else if (box.type === 'stsd') {
      const entries = childBoxes(bytes, view, box.start + box.headerSize + 8, box.end);
      for (const entry of entries) {
        if (entry.type === 'encv' || entry.type === 'enca') throw new MediaRejected('unsupported', 'Encrypted samples');
        info.codec ??= entry.type;
        // A visual sample entry names its compressor in 32 bytes of free text.
        if (VIDEO_CODECS.has(entry.type) && entry.start + 82 <= entry.end)
          bytes.fill(0, entry.start + 50, entry.start + 82);
      }
    } else if (box.type === 'stts') {
      const body = box.start + box.headerSize;
      const count = view.getUint32(body + 4);
      if (body + 8 + count * 8 > box.end) throw new MediaRejected('unreadable', 'Short stts');
      for (let i = 0; i < count; i++)
        info.sampleDuration += view.getUint32(body + 8 + i * 8) * view.getUint32(body + 12 + i * 8);
    }
  }
}

/** Zeroes, in mdat, every sample a track's tables point at (stsc + stsz/stz2 + stco/co64). */
function zeroSamples(bytes: Uint8Array, view: DataView, trak: Box): void {
  const find = (parent: Box, type: string) =>
    childBoxes(bytes, view, parent.start + parent.headerSize, parent.end).find((box) => box.type === type);
  const mdia = find(trak, 'mdia');
  const minf = mdia && find(mdia, 'minf');
  const stbl = minf && find(minf, 'stbl');
  if (!stbl) return;
  const tables = childBoxes(bytes, view, stbl.start + stbl.headerSize, stbl.end);
  const stsc = tables.find((box) => box.type === 'stsc');
  const sizes = sampleSizes(bytes, view, tables);
  const offsets = chunkOffsets(view, tables);
  if (!stsc || !sizes || !offsets) return;
  const body = stsc.start + stsc.headerSize;
  const runs = view.getUint32(body + 4);
  if (body + 8 + runs * 12 > stsc.end) throw new MediaRejected('unreadable', 'Short stsc');
  let sample = 0;
  for (let chunk = 0; chunk < offsets.length; chunk++) {
    let perChunk = 0;
    for (let run = 0; run < runs; run++) {
      if (view.getUint32(body + 8 + run * 12) - 1 <= chunk) perChunk = view.getUint32(body + 12 + run * 12);
    }
    let at = offsets[chunk]!;
    for (let i = 0; i < perChunk && sample < sizes.length; i++, sample++) {
      const end = Math.min(bytes.length, at + sizes[sample]!);
      if (at < end) bytes.fill(0, at, end);
      at = end;
    }
  }
}

function sampleSizes(bytes: Uint8Array, view: DataView, tables: Box[]): number[] | undefined {
  const stsz = tables.find((box) => box.type === 'stsz');
  if (stsz) {
    const body = stsz.start + stsz.headerSize;
    const fixed = view.getUint32(body + 4);
    const count = view.getUint32(body + 8);
    if (count > bytes.length) throw new MediaRejected('unreadable', 'Impossible sample count');
    if (fixed !== 0) return Array.from({ length: count }, () => fixed);
    if (body + 12 + count * 4 > stsz.end) throw new MediaRejected('unreadable', 'Short stsz');
    return Array.from({ length: count }, (_, i) => view.getUint32(body + 12 + i * 4));
  }
  const stz2 = tables.find((box) => box.type === 'stz2');
  if (!stz2) return undefined;
  const body = stz2.start + stz2.headerSize;
  const fieldSize = bytes[body + 7]!;
  const count = view.getUint32(body + 8);
  if (![4, 8, 16].includes(fieldSize) || body + 12 + Math.ceil((count * fieldSize) / 8) > stz2.end)
    throw new MediaRejected('unreadable', 'Bad stz2');
  return Array.from({ length: count }, (_, i) => {
    if (fieldSize === 16) return view.getUint16(body + 12 + i * 2);
    if (fieldSize === 8) return bytes[body + 12 + i]!;
    const byte = bytes[body + 12 + (i >> 1)]!;
    return i % 2 === 0 ? byte >> 4 : byte & 0x0f;
  });
}

function chunkOffsets(view: DataView, tables: Box[]): number[] | undefined {
  const box = tables.find((candidate) => candidate.type === 'stco' || candidate.type === 'co64');
  if (!box) return undefined;
  const body = box.start + box.headerSize;
  const count = view.getUint32(body + 4);
  const wide = box.type === 'co64';
  if (body + 8 + count * (wide ? 8 : 4) > box.end) throw new MediaRejected('unreadable', `Short ${box.type}`);
  return Array.from({ length: count }, (_, i) =>
    wide ? Number(view.getBigUint64(body + 8 + i * 8)) : view.getUint32(body + 8 + i * 4),
  );
}

function cleanFragment(
  bytes: Uint8Array,
  view: DataView,
  moof: Box,
  blank: (box: Box, path: string) => void,
  droppedIds: Set<number>,
  trex: Map<number, number>,
  durations: Map<number, number>,
): void {
  for (const box of childBoxes(bytes, view, moof.start + moof.headerSize, moof.end)) {
    if (!KEEP.moof!.has(box.type)) {
      blank(box, '/moof');
      continue;
    }
    if (box.type !== 'traf') continue;
    let trackId = 0;
    let defaultDuration = 0;
    for (const child of childBoxes(bytes, view, box.start + box.headerSize, box.end)) {
      if (child.type === 'senc') throw new MediaRejected('unsupported', 'Encrypted fragment');
      if (!KEEP.traf!.has(child.type)) {
        blank(child, '/moof/traf');
      } else if (child.type === 'tfhd') {
        const body = child.start + child.headerSize;
        const flags = view.getUint32(body) & 0xffffff;
        trackId = view.getUint32(body + 4);
        if (droppedIds.has(trackId)) throw new MediaRejected('unsupported', 'Fragments of a metadata track');
        let at = body + 8;
        if (flags & 0x01) at += 8;
        if (flags & 0x02) at += 4;
        defaultDuration = flags & 0x08 ? view.getUint32(at) : (trex.get(trackId) ?? 0);
      } else if (child.type === 'trun') {
        const body = child.start + child.headerSize;
        const flags = view.getUint32(body) & 0xffffff;
        const count = view.getUint32(body + 4);
        let at = body + 8 + (flags & 0x01 ? 4 : 0) + (flags & 0x04 ? 4 : 0);
        const perSample = [0x100, 0x200, 0x400, 0x800].filter((flag) => flags & flag).length * 4;
        if (at + count * perSample > child.end) throw new MediaRejected('unreadable', 'Short trun');
        let total = 0;
        for (let i = 0; i < count; i++, at += perSample) total += flags & 0x100 ? view.getUint32(at) : defaultDuration;
        durations.set(trackId, (durations.get(trackId) ?? 0) + total);
      }
    }
  }
}
