import { describe, expect, it } from 'vitest';
import { portraitFits } from '#shared/demo/portrait.ts';
import { TRAVEL_CITIES } from '#shared/travel/cities.ts';
import { demoMembers, JOBS, SAMPLE_MEMBER_COUNT, SEED_CITIES } from './sample-members';

const { demoLooks, members } = demoMembers();
const mentions = (text: string, word: string) => new RegExp(`\\b${word}`, 'i').test(text);

describe("the local cloud's demo members", () => {
  it('are the same on every machine', () => {
    expect(demoMembers()).toEqual({ demoLooks, members });
    expect(members).toHaveLength(SAMPLE_MEMBER_COUNT);
  });

  it('live in at least 12 cities, Boston and Tokyo among them, each with a deck of people sharing a location nearby', () => {
    const sharing = (city: string) =>
      members.filter(({ member }) => member.location.startsWith(`${city},`) && member.isLocationEnabled);
    const cities = new Set(members.map(({ member }) => member.location));
    expect(cities.size).toBeGreaterThanOrEqual(12);
    for (const city of SEED_CITIES) {
      const here = sharing(city.name);
      expect(here.length, city.name).toBeGreaterThanOrEqual(5);
      // Both women and men in every city, so a newcomer of either preference has someone.
      expect(
        here.some(({ member }) => member.gender === 'woman') && here.some(({ member }) => member.gender === 'man'),
        city.name,
      ).toBe(true);
      for (const { member } of here)
        expect(Math.abs(member.latitude! - city.lat) + Math.abs(member.longitude! - city.lng)).toBeLessThan(0.2);
    }
    expect(sharing('Boston').length).toBeGreaterThanOrEqual(5);
    expect(sharing('Tokyo').length).toBeGreaterThanOrEqual(5);
  });

  it('have people in every city travel mode offers', () => {
    for (const city of TRAVEL_CITIES)
      expect(
        members.some(({ member }) => member.location === `${city.name}, ${city.country}`),
        city.name,
      ).toBe(true);
  });

  it("look like who they are: every photo drawn for the member's own gender, one face across their photos", () => {
    for (const { member, looks } of members) {
      expect(looks.length).toBeGreaterThanOrEqual(1);
      for (const look of looks)
        expect(portraitFits(look, member.gender!), `${member.fullName} (${member.gender})`).toBe(true);
      expect(new Set(looks.map(({ background: _b, ...face }) => JSON.stringify(face))).size).toBe(1);
    }
    for (const look of demoLooks) expect(portraitFits(look, 'man')).toBe(true);
    // The rule has teeth: a long-haired, bearded or earringed look does not pass for a man and a woman alike.
    const man = members.find(({ member, looks }) => member.gender === 'man' && looks[0].beard)!;
    expect(portraitFits(man.looks[0], 'woman')).toBe(false);
    const woman = members.find(
      ({ member, looks }) => member.gender === 'woman' && ['long', 'wavy', 'bun'].includes(looks[0].hairStyle),
    )!;
    expect(portraitFits(woman.looks[0], 'man')).toBe(false);
  });

  it('write bios from their profession: naming their own job, never another', () => {
    for (const { member } of members) {
      const job = JOBS.find(({ title }) => title === member.profession)!;
      expect(job, member.profession).toBeDefined();
      expect(job.education).toContain(member.education);
      expect(
        job.mentions.some((word) => mentions(member.bio, word)),
        `${member.profession}: ${member.bio}`,
      ).toBe(true);
      for (const other of JOBS.filter((candidate) => candidate !== job)) {
        for (const word of other.mentions.filter((w) => !job.mentions.includes(w))) {
          expect(mentions(member.bio, word), `${member.profession} bio names ${other.title}: ${member.bio}`).toBe(
            false,
          );
        }
      }
    }
  });

  it('every job line names its job and no other, whichever line a member draws', () => {
    for (const job of JOBS) {
      for (const line of job.lines) {
        expect(
          job.mentions.some((word) => mentions(line, word)),
          line,
        ).toBe(true);
        for (const other of JOBS.filter((candidate) => candidate !== job)) {
          expect(
            other.mentions.filter((word) => !job.mentions.includes(word) && mentions(line, word)),
            `${job.title}: ${line}`,
          ).toEqual([]);
        }
      }
    }
  });
});
