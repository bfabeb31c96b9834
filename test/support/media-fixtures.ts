/**
 * Small, structurally real MP4 and WebM files built byte by byte, with the
 * metadata cameras and phones write planted in them: a location in `udta`
 * (©xyz) and in Apple's `meta` keys, XMP in a `uuid` box, a GPS track whose
 * samples sit in `mdat`, creation times; WebM Tags, Info title and date, a
 * track name. The media samples are placeholders (no decoder looks at them
 * on the server); what matters is that every box, element and offset is
 * where a real file has it.
 */

/** A location string the fixtures plant everywhere, and tests look for afterwards. */
export const PLANTED_LOCATION = '+40.7128-074.0060/';
export const PLANTED_GPS_SAMPLE = 'GPS5 lat=40.712800 lon=-74.006000';
export const PLANTED_TITLE = 'Home, 42 Secret Street';

const u8 = (value: number) => Buffer.from([value & 0xff]);
const u16 = (value: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(value);
  return b;
};
const u32 = (value: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(value >>> 0);
  return b;
};
const str = (value: string) => Buffer.from(value, 'latin1');

function box(type: string, ...body: Buffer[]): Buffer {
  const data = Buffer.concat(body);
  return Buffer.concat([u32(8 + data.length), str(type), data]);
}
const fullBox = (type: string, version: number, flags: number, ...body: Buffer[]) =>
  box(type, u8(version), Buffer.from([(flags >> 16) & 0xff, (flags >> 8) & 0xff, flags & 0xff]), ...body);

/** Seconds since 1904, as MP4 headers count them: 2026-11-22. */
const CREATED = 3_846_000_000;

type TrackSpec = {
  id: number;
  handler: 'vide' | 'soun' | 'meta';
  codec: string;
  timescale: number;
  sampleDelta: number;
  samples: Buffer[];
};

function sampleEntry(track: TrackSpec): Buffer {
  if (track.handler === 'vide') {
    const compressor = Buffer.alloc(32);
    str('Secret Camera v1').copy(compressor, 1);
    compressor[0] = 16;
    return box(
      track.codec,
      Buffer.alloc(6),
      u16(1),
      Buffer.alloc(16),
      u16(64),
      u16(64),
      u32(0x480000),
      u32(0x480000),
      u32(0),
      u16(1),
      compressor,
      u16(24),
      u16(0xffff),
      box('avcC', Buffer.from([1, 0x42, 0, 0x1e, 0xff, 0xe0, 0])),
    );
  }
  if (track.handler === 'soun') {
    return box(
      track.codec,
      Buffer.alloc(6),
      u16(1),
      Buffer.alloc(8),
      u16(1),
      u16(16),
      u32(0),
      u32(track.timescale * 65536),
    );
  }
  return box(track.codec, Buffer.alloc(6), u16(1));
}

function trak(track: TrackSpec, chunkOffset: number, withName = true): Buffer {
  const duration = track.sampleDelta * track.samples.length;
  return box(
    'trak',
    fullBox('tkhd', 0, 3, u32(CREATED), u32(CREATED), u32(track.id), u32(0), u32(duration), Buffer.alloc(60)),
    box(
      'mdia',
      fullBox('mdhd', 0, 0, u32(CREATED), u32(CREATED), u32(track.timescale), u32(duration), u16(0x55c4), u16(0)),
      fullBox(
        'hdlr',
        0,
        0,
        u32(0),
        str(track.handler),
        Buffer.alloc(12),
        str(withName ? 'GPS handler at home\0' : '\0'),
      ),
      box(
        'minf',
        track.handler === 'vide'
          ? fullBox('vmhd', 0, 1, Buffer.alloc(8))
          : track.handler === 'soun'
            ? fullBox('smhd', 0, 0, Buffer.alloc(4))
            : fullBox('nmhd', 0, 0),
        box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
        box(
          'stbl',
          fullBox('stsd', 0, 0, u32(1), sampleEntry(track)),
          fullBox('stts', 0, 0, u32(1), u32(track.samples.length), u32(track.sampleDelta)),
          fullBox('stsc', 0, 0, u32(1), u32(1), u32(track.samples.length), u32(1)),
          fullBox(
            'stsz',
            0,
            0,
            u32(0),
            u32(track.samples.length),
            ...track.samples.map((sample) => u32(sample.length)),
          ),
          fullBox('stco', 0, 0, u32(1), u32(chunkOffset)),
        ),
      ),
    ),
    // A track-level udta with a name, as some cameras write.
    box('udta', box('name', str('Recorded at home'))),
  );
}

export type Mp4Options = {
  /** Video track (default true), audio track (default true), GPS metadata track (default true). */
  video?: boolean;
  audio?: boolean;
  gpsTrack?: boolean;
  /** udta ©xyz, Apple location keys and an XMP uuid box (default true). */
  locationBoxes?: boolean;
  /** Seconds of audio and video (default 2). */
  seconds?: number;
  /** What mvhd claims, in seconds, when it should lie. */
  claimedSeconds?: number;
};

/** A complete MP4 (moov first, one chunk per track in mdat). */
export function buildMp4(options: Mp4Options = {}): Buffer {
  const { video = true, audio = true, gpsTrack = true, locationBoxes = true, seconds = 2 } = options;
  const tracks: TrackSpec[] = [];
  if (video)
    tracks.push({
      id: 1,
      handler: 'vide',
      codec: 'avc1',
      timescale: 1000,
      sampleDelta: 500,
      samples: Array.from({ length: seconds * 2 }, (_, i) => Buffer.from(`VIDEOFRAME${i}`.padEnd(40, '#'))),
    });
  if (audio)
    tracks.push({
      id: 2,
      handler: 'soun',
      codec: 'mp4a',
      timescale: 48000,
      sampleDelta: 1024,
      samples: Array.from({ length: Math.ceil((seconds * 48000) / 1024) }, (_, i) =>
        Buffer.from(`AUDIOFRAME${i}`.padEnd(24, '~')),
      ),
    });
  if (gpsTrack)
    tracks.push({
      id: 3,
      handler: 'meta',
      codec: 'gpmd',
      timescale: 1000,
      sampleDelta: 1000,
      samples: Array.from({ length: seconds }, () => str(PLANTED_GPS_SAMPLE)),
    });

  const ftyp = box('ftyp', str('isom'), u32(512), str('isom'), str('iso2'), str('avc1'), str('mp41'));
  const movieTimescale = 1000;
  const movieDuration = Math.round((options.claimedSeconds ?? seconds) * movieTimescale);
  const udta = box(
    'udta',
    box('\xa9xyz', u16(PLANTED_LOCATION.length), u16(0x15c7), str(PLANTED_LOCATION)),
    box('\xa9day', u16(4), u16(0), str('2026')),
  );
  const appleMeta = fullBox(
    'meta',
    0,
    0,
    fullBox('hdlr', 0, 0, u32(0), str('mdta'), Buffer.alloc(12), str('\0')),
    fullBox('keys', 0, 0, u32(1), u32(8 + 36), str('mdta'), str('com.apple.quicktime.location.ISO6709')),
    box('ilst', box('\0\0\0\x01', box('data', u32(1), u32(0), str(PLANTED_LOCATION)))),
  );
  const xmp = box(
    'uuid',
    Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex'),
    str(`<x:xmpmeta><rdf:Description exif:GPSLatitude="40,42.768N"/>${PLANTED_TITLE}</x:xmpmeta>`),
  );

  // Lay out once to learn the moov size, then again with the real chunk offsets.
  const layout = (offsets: number[]) =>
    box(
      'moov',
      fullBox(
        'mvhd',
        0,
        0,
        u32(CREATED),
        u32(CREATED),
        u32(movieTimescale),
        u32(movieDuration),
        u32(0x10000),
        u16(0x100),
        Buffer.alloc(10),
        Buffer.alloc(36),
        Buffer.alloc(24),
        u32(tracks.length + 1),
      ),
      ...tracks.map((track, i) => trak(track, offsets[i] ?? 0)),
      ...(locationBoxes ? [udta, appleMeta] : []),
    );
  const head = Buffer.concat([ftyp, ...(locationBoxes ? [xmp] : []), layout(tracks.map(() => 0))]);
  const mdatStart = head.length + 8;
  const offsets: number[] = [];
  let at = mdatStart;
  for (const track of tracks) {
    offsets.push(at);
    at += track.samples.reduce((sum, sample) => sum + sample.length, 0);
  }
  const mdat = box('mdat', ...tracks.flatMap((track) => track.samples));
  return Buffer.concat([ftyp, ...(locationBoxes ? [xmp] : []), layout(offsets), mdat]);
}

// ---- WebM ------------------------------------------------------------------

function vintSize(size: number): Buffer {
  const out = Buffer.alloc(8);
  out[0] = 0x01;
  out.writeUIntBE(size, 2, 6);
  return out;
}
const UNKNOWN_SIZE = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
function ebml(id: number, ...body: Buffer[]): Buffer {
  const data = Buffer.concat(body);
  const idLength = id >= 0x1000000 ? 4 : id >= 0x10000 ? 3 : id >= 0x100 ? 2 : 1;
  const idBytes = Buffer.alloc(idLength);
  idBytes.writeUIntBE(id, 0, idLength);
  return Buffer.concat([idBytes, vintSize(data.length), data]);
}
const ebmlUint = (id: number, value: number) => ebml(id, u32(value));
const ebmlString = (id: number, value: string) => ebml(id, str(value));

export type WebmOptions = {
  video?: boolean;
  audio?: boolean;
  /** Tags, Info Title and DateUTC, a track Name and a subtitle track (default true). */
  metadata?: boolean;
  seconds?: number;
  /** The Duration the header claims, in ms; MediaRecorder writes none (the default). */
  claimedMs?: number;
  /** Unknown-size Segment and Clusters, as MediaRecorder writes them (default true). */
  live?: boolean;
};

/** Opus TOC byte for one 20 ms SILK frame (config 1, code 0). */
const OPUS_20MS = 0x08;

/** A WebM as MediaRecorder writes it: Opus audio every 20 ms and VP8 video every 100 ms, a Cluster a second. */
export function buildWebm(options: WebmOptions = {}): Buffer {
  const { video = true, audio = true, metadata = true, seconds = 2, live = true } = options;
  const header = ebml(
    0x1a45dfa3,
    ebmlUint(0x4286, 1),
    ebmlUint(0x42f7, 1),
    ebmlUint(0x42f2, 4),
    ebmlUint(0x42f3, 8),
    ebmlString(0x4282, 'webm'),
    ebmlUint(0x4287, 4),
    ebmlUint(0x4285, 2),
  );
  const info = ebml(
    0x1549a966,
    ebmlUint(0x2ad7b1, 1_000_000),
    ebmlString(0x4d80, 'SecretMuxer'),
    ebmlString(0x5741, 'SecretWriter'),
    ...(metadata ? [ebmlString(0x7ba9, PLANTED_TITLE), ebml(0x4461, Buffer.alloc(8, 1))] : []),
    ...(options.claimedMs !== undefined
      ? [
          ebml(
            0x4489,
            (() => {
              const b = Buffer.alloc(8);
              b.writeDoubleBE(options.claimedMs!);
              return b;
            })(),
          ),
        ]
      : []),
  );
  const entries: Buffer[] = [];
  if (audio) {
    entries.push(
      ebml(
        0xae,
        ebmlUint(0xd7, 1),
        ebmlUint(0x73c5, 11),
        ebmlUint(0x83, 2),
        ebmlString(0x86, 'A_OPUS'),
        ebml(0x63a2, str('OpusHead'), Buffer.from([1, 1, 0x38, 1, 0x80, 0xbb, 0, 0, 0, 0, 0])),
        ...(metadata ? [ebmlString(0x536e, 'Mic at home')] : []),
        ebml(
          0xe1,
          ebml(
            0xb5,
            (() => {
              const b = Buffer.alloc(8);
              b.writeDoubleBE(48000);
              return b;
            })(),
          ),
          ebmlUint(0x9f, 1),
        ),
      ),
    );
  }
  if (video) {
    entries.push(
      ebml(
        0xae,
        ebmlUint(0xd7, 2),
        ebmlUint(0x73c5, 22),
        ebmlUint(0x83, 1),
        ebmlString(0x86, 'V_VP8'),
        ebml(0xe0, ebmlUint(0xb0, 64), ebmlUint(0xba, 64)),
      ),
    );
  }
  if (metadata)
    entries.push(
      ebml(0xae, ebmlUint(0xd7, 3), ebmlUint(0x73c5, 33), ebmlUint(0x83, 0x11), ebmlString(0x86, 'S_TEXT/UTF8')),
    );
  const tracks = ebml(0x1654ae6b, ...entries);

  const block = (track: number, relativeMs: number, payload: Buffer) => {
    const body = Buffer.concat([Buffer.from([0x80 | track]), Buffer.alloc(2), Buffer.from([0x80]), payload]);
    body.writeInt16BE(relativeMs, 1);
    return ebml(0xa3, body);
  };
  const clusters: Buffer[] = [];
  for (let second = 0; second < seconds; second++) {
    const blocks: Buffer[] = [];
    for (let ms = 0; ms < 1000; ms += 20) {
      if (audio) blocks.push(block(1, ms, Buffer.from([OPUS_20MS, 0xaa, 0xbb, 0xcc])));
      if (video && ms % 100 === 0) blocks.push(block(2, ms, Buffer.from(`VP8FRAME${second}-${ms}`)));
      if (metadata && ms === 0) blocks.push(block(3, ms, str(PLANTED_GPS_SAMPLE)));
    }
    const timestamp = ebmlUint(0xe7, second * 1000);
    const body = Buffer.concat([timestamp, ...blocks]);
    clusters.push(
      live ? Buffer.concat([Buffer.from([0x1f, 0x43, 0xb6, 0x75]), UNKNOWN_SIZE, body]) : ebml(0x1f43b675, body),
    );
  }
  const tags = metadata
    ? ebml(0x1254c367, ebml(0x7373, ebml(0x67c8, ebmlString(0x45a3, 'LOCATION'), ebmlString(0x4487, PLANTED_LOCATION))))
    : Buffer.alloc(0);
  const segmentBody = Buffer.concat([info, tracks, ...clusters, ...(live ? [] : [tags])]);
  // Live files cannot have Tags after unknown-size clusters in a way a parser could tell apart; put them first.
  const body = live ? Buffer.concat([tags, segmentBody]) : segmentBody;
  const segment = live
    ? Buffer.concat([Buffer.from([0x18, 0x53, 0x80, 0x67]), UNKNOWN_SIZE, body])
    : ebml(0x18538067, body);
  return Buffer.concat([header, segment]);
}

/** An audio-only recording as MediaRecorder makes it, `seconds` long. */
export const buildWebmAudio = (seconds: number, claimedMs?: number) =>
  buildWebm({ video: false, audio: true, metadata: false, seconds, claimedMs });
/** An audio-only MP4 (Safari's MediaRecorder format), `seconds` long. */
export const buildMp4Audio = (seconds: number) =>
  buildMp4({ video: false, audio: true, gpsTrack: false, locationBoxes: false, seconds });
