import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildMp4,
  buildMp4Audio,
  buildWebm,
  buildWebmAudio,
  PLANTED_GPS_SAMPLE,
  PLANTED_LOCATION,
  PLANTED_TITLE,
} from '#test/support/media-fixtures.ts';
import { cleanAv, detectAvContainer, MediaRejected } from './av-container';
import { opusPacketNs } from './matroska';

const has = (bytes: Uint8Array, needle: string) => Buffer.from(bytes).includes(Buffer.from(needle, 'latin1'));
const PLANTED = [
  PLANTED_LOCATION,
  PLANTED_GPS_SAMPLE,
  PLANTED_TITLE,
  'Secret Camera',
  'GPS handler at home',
  'Recorded at home',
  'com.apple.quicktime.location',
  'GPSLatitude',
];

describe('detectAvContainer', () => {
  it('knows MP4 and WebM by their first bytes, nothing else', () => {
    expect(detectAvContainer(buildMp4())).toBe('mp4');
    expect(detectAvContainer(buildWebm())).toBe('webm');
    expect(detectAvContainer(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBeUndefined();
    expect(detectAvContainer(Buffer.from('RIFF....WAVEfmt '))).toBeUndefined();
  });
});

describe('MP4 cleaning', () => {
  it('leaves no location, XMP, GPS samples, names or creation times, and keeps the file the same size', () => {
    const original = buildMp4();
    for (const needle of PLANTED) expect(has(original, needle), needle).toBe(true);
    const cleaned = cleanAv(original);
    for (const needle of PLANTED) expect(has(cleaned.bytes, needle), needle).toBe(false);
    expect(cleaned.bytes.length).toBe(original.length);
    expect(cleaned).toMatchObject({ container: 'mp4', videoTracks: 1, audioTracks: 1 });
    expect(cleaned.removed).toEqual(expect.arrayContaining(['/uuid', '/moov/udta', '/moov/meta', '/moov/trak']));
    // Creation time (2026) is gone from mvhd.
    const mvhd = cleaned.bytes.indexOf('mvhd');
    expect(cleaned.bytes.readUInt32BE(mvhd + 8)).toBe(0);
  });

  it('keeps every video and audio sample byte where it was', () => {
    const original = buildMp4();
    const cleaned = cleanAv(original);
    for (const frame of ['VIDEOFRAME0', 'VIDEOFRAME3', 'AUDIOFRAME0', 'AUDIOFRAME93']) {
      expect(cleaned.bytes.indexOf(frame)).toBe(original.indexOf(frame));
    }
  });

  it('is idempotent: cleaning a cleaned file changes nothing', () => {
    const once = cleanAv(buildMp4()).bytes;
    expect(cleanAv(once).bytes.equals(once)).toBe(true);
  });

  it('measures duration from the sample tables, whatever the header claims', () => {
    expect(cleanAv(buildMp4Audio(75)).durationSeconds).toBeCloseTo(75, 0);
    expect(cleanAv(buildMp4({ seconds: 75, claimedSeconds: 10 })).durationSeconds).toBeGreaterThanOrEqual(75);
    expect(cleanAv(buildMp4Audio(3))).toMatchObject({ videoTracks: 0, audioTracks: 1 });
  });

  it('refuses broken and truncated files instead of guessing', () => {
    const whole = buildMp4();
    expect(() => cleanAv(whole.subarray(0, whole.length - 300))).toThrow(MediaRejected);
    const liar = Buffer.from(whole);
    liar.writeUInt32BE(0xfffff, whole.indexOf('moov') - 4);
    expect(() => cleanAv(liar)).toThrow(MediaRejected);
    expect(() => cleanAv(Buffer.concat([Buffer.from([0, 0, 0, 8]), Buffer.from('ftyp')]))).toThrow(MediaRejected);
  });

  it('refuses encrypted samples and samples kept outside the file', () => {
    const encrypted = Buffer.from(buildMp4());
    encrypted.write('encv', encrypted.indexOf('avc1', encrypted.indexOf('stsd')), 'latin1');
    expect(() => cleanAv(encrypted)).toThrow(expect.objectContaining({ reason: 'unsupported' }));
    const external = Buffer.from(buildMp4());
    const url = external.indexOf('url ');
    external.writeUInt32BE(0, url + 4);
    expect(() => cleanAv(external)).toThrow(expect.objectContaining({ reason: 'unsupported' }));
  });
});

describe('WebM rebuilding', () => {
  for (const live of [true, false]) {
    it(`leaves no tags, title, date, track name or metadata track (${live ? 'unknown sizes, as MediaRecorder writes' : 'known sizes'})`, () => {
      const original = buildWebm({ live });
      for (const needle of [PLANTED_LOCATION, PLANTED_TITLE, PLANTED_GPS_SAMPLE, 'Mic at home', 'SecretWriter'])
        expect(has(original, needle), needle).toBe(true);
      const cleaned = cleanAv(original);
      for (const needle of [
        PLANTED_LOCATION,
        PLANTED_TITLE,
        PLANTED_GPS_SAMPLE,
        'Mic at home',
        'SecretWriter',
        'S_TEXT',
      ]) {
        expect(has(cleaned.bytes, needle), needle).toBe(false);
      }
      expect(cleaned).toMatchObject({ container: 'webm', videoTracks: 1, audioTracks: 1 });
      expect(has(cleaned.bytes, 'VP8FRAME1-900')).toBe(true);
      expect(cleaned.durationSeconds).toBeCloseTo(2, 2);
      // The rebuilt file reads back the same.
      const again = cleanAv(cleaned.bytes);
      expect(again.bytes.equals(cleaned.bytes)).toBe(true);
    });
  }

  it('measures a recording that has no duration in its header from its blocks (last Opus frame included)', () => {
    expect(cleanAv(buildWebmAudio(3)).durationSeconds).toBeCloseTo(3, 2);
    expect(cleanAv(buildWebmAudio(75)).durationSeconds).toBeCloseTo(75, 2);
    // A header claiming 10 s does not hide 75 s of blocks; one claiming more than the blocks is believed.
    expect(cleanAv(buildWebmAudio(75, 10_000)).durationSeconds).toBeCloseTo(75, 2);
    expect(cleanAv(buildWebmAudio(3, 90_000)).durationSeconds).toBeCloseTo(90, 2);
    expect(cleanAv(buildWebmAudio(3))).toMatchObject({ videoTracks: 0, audioTracks: 1 });
  });

  it('refuses a document that is not WebM, and broken files', () => {
    const matroska = Buffer.from(buildWebm());
    matroska.write('mkvv', matroska.indexOf('webm'), 'latin1');
    expect(() => cleanAv(matroska)).toThrow(expect.objectContaining({ reason: 'not_a_video' }));
    const whole = buildWebm({ live: false });
    expect(() => cleanAv(whole.subarray(0, 200))).toThrow(MediaRejected);
  });

  it('reads Opus packet lengths from the TOC byte', () => {
    expect(opusPacketNs(Uint8Array.from([0x08]))).toBe(20_000_000);
    expect(opusPacketNs(Uint8Array.from([0xfc]))).toBe(20_000_000);
    expect(opusPacketNs(Uint8Array.from([0x0b, 0x03]))).toBe(60_000_000);
    expect(opusPacketNs(Uint8Array.from([]))).toBe(0);
  });
});

describe('real files (test/fixtures/media, made by ffmpeg)', () => {
  const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/media/${name}`, import.meta.url));

  it('an MP4 with a location keeps its size and samples and loses the location and title', () => {
    const original = fixture('located.mp4');
    expect(has(original, 'Home secret')).toBe(true);
    const cleaned = cleanAv(original);
    expect(has(cleaned.bytes, 'Home secret')).toBe(false);
    expect(has(cleaned.bytes, '\xa9xyz')).toBe(false);
    expect(cleaned).toMatchObject({ container: 'mp4', videoTracks: 1, audioTracks: 1, removed: ['/moov/udta'] });
    expect(cleaned.durationSeconds).toBeCloseTo(2, 1);
  });

  it('a WebM with tags is rebuilt without them, with its duration', () => {
    const original = fixture('tagged.webm');
    expect(has(original, PLANTED_LOCATION)).toBe(true);
    const cleaned = cleanAv(original);
    expect(has(cleaned.bytes, PLANTED_LOCATION)).toBe(false);
    expect(has(cleaned.bytes, 'Home secret')).toBe(false);
    expect(cleaned).toMatchObject({ container: 'webm', videoTracks: 1, audioTracks: 1 });
    expect(cleaned.durationSeconds).toBeCloseTo(2, 1);
  });
});
