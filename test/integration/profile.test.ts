import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { createMember, pastFirstDay } from '../support/members';
import { scanAll } from '../support/table';

const fullProfile = {
  fullName: 'Mei Lin',
  age: '29',
  gender: 'woman',
  bio: '  Loves hiking and dumplings.  ',
  location: 'Singapore, Singapore',
  education: "Master's Degree",
  profession: 'Architect',
  interests: [' Hiking ', 'Tea', 'Hiking', ''],
  height: '165',
  lookingFor: 'relationship',
  relationshipStatus: 'single',
  hasChildren: false,
  wantsChildren: null,
  smoking: 'never',
  drinking: 'socially',
  religion: 'Buddhist',
  politicalViews: 'Moderate',
  languages: ['English', ' Mandarin '],
};

describe('my profile', () => {
  it('saves every field, normalised, marks the profile complete, and reads it back', async () => {
    const member = await createMember();
    const saved = await call('updateMyProfile', { token: member.accessToken, body: fullProfile });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      age: 29,
      height: 165,
      bio: 'Loves hiking and dumplings.',
      interests: ['Hiking', 'Tea'],
      languages: ['English', 'Mandarin'],
      isProfileComplete: true,
    });
    const read = await call('getMyProfile', { token: member.accessToken });
    expect(read.body).toMatchObject({
      fullName: 'Mei Lin',
      email: member.email,
      wantsChildren: null,
      isProfileComplete: true,
    });
    expect(read.body.completion).toEqual({ percent: 78, missing: ['photos', 'prompts'] });
    expect((await call('getMe', { token: member.accessToken })).body.isProfileComplete).toBe(true);
  });

  it('refuses age 17 and an absurd age with a clear error, and stores nothing', async () => {
    const member = await createMember();
    await call('getMyProfile', { token: member.accessToken });
    const before = JSON.stringify(
      (await scanAll()).find((item) => item.entity === 'profile' && item.id === member.sub),
    );
    for (const age of [17, 130]) {
      const response = await call('updateMyProfile', { token: member.accessToken, body: { ...fullProfile, age } });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('validation_failed');
      expect(response.body.error.issues[0].path).toBe('age');
    }
    const after = JSON.stringify((await scanAll()).find((item) => item.entity === 'profile' && item.id === member.sub));
    expect(after).toBe(before);
  });

  it('shows another member only public fields, and counts a view once per viewer per day', async () => {
    const a = await createMember();
    const b = await createMember();
    await call('updateMyProfile', { token: a.accessToken, body: fullProfile });
    await call('updateMyLocation', {
      token: a.accessToken,
      body: { enabled: true, latitude: 1.2901, longitude: 103.8501 },
    });
    await call('getMyProfile', { token: b.accessToken });
    await call('updateMyLocation', {
      token: b.accessToken,
      body: { enabled: true, latitude: 1.3521, longitude: 103.8198 },
    });

    await pastFirstDay(b);
    const seen = await call('getMemberProfile', { token: b.accessToken, params: { memberId: a.sub } });
    expect(seen.status).toBe(200);
    const text = JSON.stringify(seen.body);
    expect(text).not.toContain(a.email);
    expect(text).not.toMatch(/latitude|longitude|1\.2901|103\.8501/);
    expect(seen.body.distance).toMatch(/^(< 1|\d+) km away$/);
    await call('getMemberProfile', { token: b.accessToken, params: { memberId: a.sub } });

    const dashboard = await call('getDashboard', { token: a.accessToken });
    expect(dashboard.status, JSON.stringify(dashboard.body)).toBe(200);
    expect(dashboard.body.stats).toMatchObject({ profileViews: 1, weeklyViews: 1 });
  });

  it('cannot change another member: a token only ever writes its own profile', async () => {
    const a = await createMember();
    const b = await createMember();
    await call('updateMyProfile', { token: a.accessToken, body: fullProfile });
    // The API takes no member id for writes; B's save lands on B, and A is untouched.
    await call('updateMyProfile', { token: b.accessToken, body: { ...fullProfile, fullName: 'Intruder' } });
    expect((await call('getMyProfile', { token: a.accessToken })).body.fullName).toBe('Mei Lin');
    // Smuggling an id or private field into the body is refused outright.
    const smuggled = await call('updateMyProfile', { token: b.accessToken, body: { ...fullProfile, id: a.sub } });
    expect(smuggled.status).toBe(400);
    const emailSmuggled = await call('updateMyProfile', {
      token: b.accessToken,
      body: { ...fullProfile, email: 'x@y.z' },
    });
    expect(emailSmuggled.status).toBe(400);
  });

  it('hides incomplete profiles from others and answers 404 for unknown members', async () => {
    const a = await createMember();
    const b = await createMember();
    await call('getMyProfile', { token: a.accessToken });
    expect((await call('getMemberProfile', { token: b.accessToken, params: { memberId: a.sub } })).status).toBe(404);
    expect((await call('getMemberProfile', { token: b.accessToken, params: { memberId: 'nobody' } })).status).toBe(404);
  });
});

describe('location', () => {
  it('stores a shared position privately, rate-limits moves, and turning it off clears the coordinates', async () => {
    const member = await createMember();
    await call('getMyProfile', { token: member.accessToken });
    const on = await call('updateMyLocation', {
      token: member.accessToken,
      body: { enabled: true, latitude: 1.29, longitude: 103.85, accuracy: 20 },
    });
    expect(on.body).toMatchObject({ isLocationEnabled: true, latitude: 1.29, longitude: 103.85 });

    const again = await call('updateMyLocation', {
      token: member.accessToken,
      body: { enabled: true, latitude: 1.31, longitude: 103.86 },
    });
    expect(again.status).toBe(429);
    expect(again.body.error.code).toBe('rate_limited');

    const off = await call('updateMyLocation', { token: member.accessToken, body: { enabled: false } });
    expect(off.body).toMatchObject({ isLocationEnabled: false, latitude: null, longitude: null });
    const stored = (await scanAll()).find((item) => item.entity === 'profile' && item.id === member.sub)!;
    expect(stored.latitude).toBeNull();
    expect(stored.longitude).toBeNull();
  });

  it('refuses coordinates out of range', async () => {
    const member = await createMember();
    await call('getMyProfile', { token: member.accessToken });
    const response = await call('updateMyLocation', {
      token: member.accessToken,
      body: { enabled: true, latitude: 91, longitude: 0 },
    });
    expect(response.status).toBe(400);
  });
});

describe('preferences', () => {
  it('returns the defaults before anything is saved, then the saved record', async () => {
    const member = await createMember();
    const initial = await call('getMyPreferences', { token: member.accessToken });
    expect(initial.body).toMatchObject({
      preferences: { minAge: 18, maxAge: 60, maxDistanceKm: 50, heightMin: null, genderPreference: [] },
      updatedAt: null,
    });
    const body = {
      ...initial.body.preferences,
      minAge: 25,
      maxAge: 40,
      maxDistanceKm: 120,
      genderPreference: ['women'],
      languagePreference: [' English ', ''],
      heightMin: 150,
    };
    const saved = await call('updateMyPreferences', { token: member.accessToken, body });
    expect(saved.status).toBe(200);
    const read = await call('getMyPreferences', { token: member.accessToken });
    expect(read.body.preferences).toMatchObject({
      minAge: 25,
      maxAge: 40,
      maxDistanceKm: 120,
      genderPreference: ['women'],
      languagePreference: ['English'],
      heightMin: 150,
    });
    expect(read.body.updatedAt).toEqual(expect.any(String));
  });

  it('refuses bounds outside the spec and a minimum above the maximum', async () => {
    const member = await createMember();
    for (const body of [
      { minAge: 17 },
      { maxDistanceKm: 201 },
      { minAge: 50, maxAge: 30 },
      { heightMin: 190, heightMax: 150 },
    ]) {
      const response = await call('updateMyPreferences', { token: member.accessToken, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('what makes a profile complete (decision 0030)', () => {
  it('PUT {} changes nothing and completes nothing; a save keeps the fields it leaves out', async () => {
    const member = await createMember();
    const empty = await call('updateMyProfile', { token: member.accessToken, body: {} });
    expect(empty.body).toMatchObject({ fullName: '', age: null, isProfileComplete: false });

    expect(
      (await call('updateMyProfile', { token: member.accessToken, body: fullProfile })).body.isProfileComplete,
    ).toBe(true);
    const again = await call('updateMyProfile', { token: member.accessToken, body: {} });
    expect(again.body).toMatchObject({
      fullName: 'Mei Lin',
      age: 29,
      bio: 'Loves hiking and dumplings.',
      isProfileComplete: true,
    });
    const onlyBio = await call('updateMyProfile', { token: member.accessToken, body: { bio: 'New bio.' } });
    expect(onlyBio.body).toMatchObject({ fullName: 'Mei Lin', age: 29, bio: 'New bio.', isProfileComplete: true });
  });

  it('without a name, an adult age or a gender, a profile is not complete, and nobody can open it', async () => {
    const [member, viewer] = await Promise.all([createMember(), createMember()]);
    for (const missing of ['fullName', 'age', 'gender'] as const) {
      const body = { ...fullProfile, [missing]: missing === 'fullName' ? '' : null };
      expect((await call('updateMyProfile', { token: member.accessToken, body })).body.isProfileComplete, missing).toBe(
        false,
      );
      expect(
        (await call('getMemberProfile', { token: viewer.accessToken, params: { memberId: member.sub } })).status,
        missing,
      ).toBe(404);
    }
    // A name that is only invisible characters is no name.
    const invisible = await call('updateMyProfile', {
      token: member.accessToken,
      body: { ...fullProfile, fullName: '\u202E\u0000 \u2066' },
    });
    expect(invisible.body).toMatchObject({ fullName: '', isProfileComplete: false });
  });

  it('stores names, bios and tags without controls, bidi overrides or lone surrogates', async () => {
    const member = await createMember();
    const saved = await call('updateMyProfile', {
      token: member.accessToken,
      body: {
        ...fullProfile,
        fullName: 'Mei\u0000 \u202ELin\u202C',
        bio: 'Line one\r\nline\u0007 two \uD83D',
        interests: ['Te\u2066a\u2069'],
        profession: 'Arch\nitect',
      },
    });
    expect(saved.body).toMatchObject({
      fullName: 'Mei Lin',
      bio: 'Line one\nline two',
      interests: ['Tea'],
      profession: 'Arch itect',
    });
    const stored = (await scanAll()).find((item) => item.entity === 'profile' && item.id === member.sub)!;
    expect(JSON.stringify(stored)).not.toMatch(/\\u0000|\\u0007|\u202E|\u2066|\\ud83d"/i);
  });
});
