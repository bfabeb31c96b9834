import { portraitLook, PORTRAIT_BACKGROUNDS, type PortraitLook } from '#shared/demo/portrait.ts';
import { seededRandom, type SeededRandom } from '#shared/demo/seeded-random.ts';
import { COMMON_INTERESTS } from '#shared/interests.ts';
import type { ProfileFields } from '#shared/schemas/profile.ts';
import { TRAVEL_CITIES, type TravelCityId } from '#shared/travel/cities.ts';
import { samplePrompts } from './sample-prompts';

/**
 * The local cloud's demo members (travel mode: decision 0026): people in
 * Singapore (the demo member's city) and in every travel-mode city, so a
 * newcomer who shares a location in any of them gets a deck, and a traveller
 * finds people wherever they go. Names fit the city and the gender, portraits
 * fit the gender, and each bio is written from the member's profession
 * (sample-members.test.ts holds every member to those rules).
 *
 * This is not the landing page's sample set (marketing spec "Screens and
 * routes"), which is a static asset built from
 * web/src/features/landing/lib/sample-profiles.ts.
 */

type Culture = { women: readonly string[]; men: readonly string[]; languages: readonly string[] };

/** First names by place, in the spellings people there use. */
const CULTURES = {
  singapore: {
    women: ['Mei Lin', 'Hui Min', 'Shalini', 'Nur Aisyah', 'Jia Hui', 'Xiao Yu'],
    men: ['Wei Jie', 'Jun Hao', 'Arun', 'Hafiz', 'Zhi Hao', 'Marcus'],
    languages: ['Mandarin', 'Malay', 'Tamil'],
  },
  malaysia: {
    women: ['Siti', 'Nurul', 'Li Ying', 'Kavitha'],
    men: ['Ahmad', 'Haziq', 'Kah Wai', 'Suresh'],
    languages: ['Malay', 'Mandarin', 'Tamil'],
  },
  philippines: {
    women: ['Maria Clara', 'Angelica', 'Bea', 'Kristine'],
    men: ['Jose Miguel', 'Paolo', 'Carlo', 'Miguel'],
    languages: ['Tagalog'],
  },
  japan: {
    women: ['Aiko', 'Yuki', 'Sakura', 'Haruka', 'Mio'],
    men: ['Haruto', 'Kenta', 'Takumi', 'Sota', 'Ren'],
    languages: ['Japanese'],
  },
  korea: {
    women: ['Ji-woo', 'Seo-yeon', 'Min-ji', 'Chaewon'],
    men: ['Min-jun', 'Ji-ho', 'Dong-hyun', 'Seung-woo'],
    languages: ['Korean'],
  },
  thailand: {
    women: ['Ploy', 'Nok', 'Fah', 'Pim'],
    men: ['Somchai', 'Krit', 'Nattapong', 'Thanakorn'],
    languages: ['Thai'],
  },
  india: {
    women: ['Ananya', 'Kavya', 'Isha', 'Riya', 'Meera'],
    men: ['Arjun', 'Rohan', 'Vikram', 'Karan', 'Aarav'],
    languages: ['Hindi', 'Marathi'],
  },
  gulf: {
    women: ['Fatima', 'Mariam', 'Noura', 'Aisha'],
    men: ['Omar', 'Khalid', 'Yousef', 'Rashid'],
    languages: ['Arabic'],
  },
  turkey: { women: ['Elif', 'Zeynep', 'Defne', 'Ayşe'], men: ['Emre', 'Can', 'Mert', 'Burak'], languages: ['Turkish'] },
  egypt: {
    women: ['Nour', 'Salma', 'Yasmin', 'Habiba'],
    men: ['Ahmed', 'Mostafa', 'Karim', 'Youssef'],
    languages: ['Arabic'],
  },
  nigeria: {
    women: ['Chioma', 'Adaeze', 'Funmilayo', 'Ngozi'],
    men: ['Chinedu', 'Tunde', 'Emeka', 'Olumide'],
    languages: ['Yoruba', 'Igbo'],
  },
  southAfrica: {
    women: ['Thandiwe', 'Lerato', 'Naledi', 'Megan'],
    men: ['Sipho', 'Thabo', 'Lwazi', 'Pieter'],
    languages: ['Afrikaans', 'Xhosa'],
  },
  france: {
    women: ['Camille', 'Léa', 'Chloé', 'Manon'],
    men: ['Lucas', 'Hugo', 'Julien', 'Théo'],
    languages: ['French'],
  },
  britain: {
    women: ['Olivia', 'Amelia', 'Charlotte', 'Sophie'],
    men: ['Oliver', 'Harry', 'James', 'George'],
    languages: [],
  },
  germany: {
    women: ['Lena', 'Hannah', 'Marie', 'Anna'],
    men: ['Lukas', 'Jonas', 'Felix', 'Maximilian'],
    languages: ['German'],
  },
  spain: {
    women: ['Lucía', 'Carmen', 'Paula', 'Elena'],
    men: ['Pablo', 'Javier', 'Alejandro', 'Daniel'],
    languages: ['Spanish'],
  },
  italy: {
    women: ['Giulia', 'Chiara', 'Francesca', 'Sofia'],
    men: ['Marco', 'Luca', 'Alessandro', 'Matteo'],
    languages: ['Italian'],
  },
  usa: {
    women: ['Emily', 'Madison', 'Jessica', 'Ashley', 'Grace', 'Maya'],
    men: ['Michael', 'Ethan', 'Tyler', 'Brandon', 'Jordan', 'Andre'],
    languages: ['Spanish'],
  },
  canada: {
    women: ['Emma', 'Chloe', 'Avery', 'Sarah'],
    men: ['Liam', 'Noah', 'Ryan', 'Matthew'],
    languages: ['French'],
  },
  mexico: {
    women: ['Valentina', 'Ximena', 'Fernanda', 'Daniela'],
    men: ['Santiago', 'Diego', 'Emiliano', 'Andrés'],
    languages: ['Spanish'],
  },
  brazil: {
    women: ['Ana Clara', 'Beatriz', 'Larissa', 'Juliana'],
    men: ['João Pedro', 'Gabriel', 'Rafael', 'Thiago'],
    languages: ['Portuguese'],
  },
  argentina: {
    women: ['Martina', 'Camila', 'Florencia', 'Agustina'],
    men: ['Mateo', 'Tomás', 'Facundo', 'Nicolás'],
    languages: ['Spanish'],
  },
  australia: { women: ['Isla', 'Matilda', 'Zoe', 'Ruby'], men: ['Jack', 'Cooper', 'Lachlan', 'Hamish'], languages: [] },
} as const satisfies Record<string, Culture>;

type CultureName = keyof typeof CULTURES;

/** Chosen by people of any culture; a non-binary member's name comes from here. */
const NON_BINARY_NAMES = ['Sky', 'Rin', 'Kai', 'Alex', 'Sam', 'Noor', 'Tala', 'Robin'];

/** Every travel-mode city has its culture here: a city added to travel mode without one fails the type check. */
const TRAVEL_CITY_CULTURES: Record<TravelCityId, CultureName> = {
  tokyo: 'japan',
  seoul: 'korea',
  singapore: 'singapore',
  bangkok: 'thailand',
  mumbai: 'india',
  dubai: 'gulf',
  istanbul: 'turkey',
  cairo: 'egypt',
  lagos: 'nigeria',
  'cape-town': 'southAfrica',
  paris: 'france',
  london: 'britain',
  berlin: 'germany',
  madrid: 'spain',
  rome: 'italy',
  'new-york': 'usa',
  boston: 'usa',
  chicago: 'usa',
  'los-angeles': 'usa',
  toronto: 'canada',
  'mexico-city': 'mexico',
  'sao-paulo': 'brazil',
  'buenos-aires': 'argentina',
  sydney: 'australia',
};

export type SeedCity = {
  name: string;
  country: string;
  lat: number;
  lng: number;
  culture: CultureName;
  weight: number;
};

/** The demo member's city: the most members, so their deck, admirers and chats are near. */
const HOME_WEIGHT = 40;
const CITY_WEIGHT = 9;

/** Singapore first (the demo member's home), then every travel-mode city, then two cities travel mode does not list. */
export const SEED_CITIES: readonly SeedCity[] = [
  ...[...TRAVEL_CITIES]
    .sort((a, b) => Number(b.id === 'singapore') - Number(a.id === 'singapore'))
    .map((city) => ({
      name: city.name,
      country: city.country,
      lat: city.position.latitude,
      lng: city.position.longitude,
      culture: TRAVEL_CITY_CULTURES[city.id],
      weight: city.id === 'singapore' ? HOME_WEIGHT : CITY_WEIGHT,
    })),
  { name: 'Kuala Lumpur', country: 'Malaysia', lat: 3.139, lng: 101.6869, culture: 'malaysia', weight: 8 },
  { name: 'Manila', country: 'Philippines', lat: 14.5995, lng: 120.9842, culture: 'philippines', weight: 8 },
];

/**
 * A profession, the education it takes, and bio lines written for it. `mentions`
 * are the words that name the job: every line says at least one of them, and
 * no line says another job's (sample-members.test.ts checks both).
 */
type Job = { title: string; education: readonly string[]; mentions: readonly string[]; lines: readonly string[] };

export const JOBS: readonly Job[] = [
  {
    title: 'Software Engineer',
    education: ["Bachelor's Degree", "Master's Degree"],
    mentions: ['software', 'code'],
    lines: [
      'I write software by day and bake sourdough by night.',
      'Backend developer who still gets excited about clean code.',
    ],
  },
  {
    title: 'Doctor',
    education: ['Professional Degree'],
    mentions: ['doctor'],
    lines: [
      'Family doctor who treasures slow Sundays after long weeks.',
      'ER doctor, tea enthusiast and terrible at karaoke.',
    ],
  },
  {
    title: 'Nurse',
    education: ["Bachelor's Degree"],
    mentions: ['nurse'],
    lines: [
      'ICU nurse on rotating shifts; I value honesty and family dinners.',
      'I am a nurse, so I look after people for a living and would love someone who looks out for me too.',
    ],
  },
  {
    title: 'Teacher',
    education: ["Bachelor's Degree", "Master's Degree"],
    mentions: ['teacher', 'teach'],
    lines: [
      'Primary school teacher with endless patience and a weakness for good coffee.',
      'I teach literature to teenagers and reread my favourite novels every year.',
    ],
  },
  {
    title: 'Chef',
    education: ['Trade School'],
    mentions: ['chef', 'kitchen'],
    lines: [
      'Chef who still cooks for fun on days off. First date: I choose the food.',
      'Pastry chef with early mornings in the kitchen and a sweet tooth.',
    ],
  },
  {
    title: 'Architect',
    education: ["Master's Degree"],
    mentions: ['architect'],
    lines: [
      'Architect who sketches old buildings at weekends.',
      'I am an architect; ask me about my favourite staircase.',
    ],
  },
  {
    title: 'Pharmacist',
    education: ['Professional Degree'],
    mentions: ['pharmacist', 'pharmacy'],
    lines: [
      'Community pharmacist who remembers every regular by name.',
      'I run a small pharmacy and a very large plant collection.',
    ],
  },
  {
    title: 'Data Scientist',
    education: ["Master's Degree", 'PhD/Doctorate'],
    mentions: ['data'],
    lines: [
      'I find patterns in data and in people. Board games and honest conversations.',
      'Data nerd who can tell you the best day of the week to go hiking.',
    ],
  },
  {
    title: 'Lawyer',
    education: ['Professional Degree'],
    mentions: ['lawyer', 'court'],
    lines: [
      'Family lawyer who believes in kindness and good arguments.',
      'Lawyer by day; off duty I am all books and long walks.',
    ],
  },
  {
    title: 'Photographer',
    education: ["Bachelor's Degree", 'Some College'],
    mentions: ['photographer', 'camera'],
    lines: [
      'Wedding photographer who has seen a lot of happy endings.',
      'Street photographer; my camera comes on every walk.',
    ],
  },
  {
    title: 'Marketing Manager',
    education: ["Bachelor's Degree"],
    mentions: ['marketing', 'campaigns'],
    lines: [
      'I plan marketing campaigns at work and spontaneous trips at weekends.',
      'Marketing manager who writes better slogans than text messages.',
    ],
  },
  {
    title: 'Financial Analyst',
    education: ["Bachelor's Degree", "Master's Degree"],
    mentions: ['financial', 'finance'],
    lines: [
      'Financial analyst: numbers by day, live music by night.',
      'I work in finance and plan everything except my holidays.',
    ],
  },
  {
    title: 'Pilot',
    education: ["Bachelor's Degree"],
    mentions: ['pilot', 'cockpit'],
    lines: [
      'Airline pilot who has seen a lot of sunrises from the cockpit.',
      'Pilot on long-haul routes, looking for someone to come home to.',
    ],
  },
  {
    title: 'Journalist',
    education: ["Bachelor's Degree"],
    mentions: ['journalist', 'reporter'],
    lines: [
      'Journalist: I ask questions for a living, so tell me your biggest dream.',
      'Local news reporter who knows every good café in town.',
    ],
  },
  {
    title: 'Entrepreneur',
    education: ["Bachelor's Degree", 'Some College'],
    mentions: ['founder', 'business'],
    lines: [
      'Founder of a small coffee roastery. Early mornings, big plans.',
      'I run my own business and still make time for Sunday lunch with family.',
    ],
  },
  {
    title: 'Musician',
    education: ['Some College', "Bachelor's Degree"],
    mentions: ['musician', 'band', 'piano'],
    lines: [
      'Musician: I give piano lessons and play in a jazz band on Fridays.',
      'Session musician who loves live music more than recordings.',
    ],
  },
  {
    title: 'Researcher',
    education: ['PhD/Doctorate'],
    mentions: ['research', 'researcher'],
    lines: [
      'Marine biology researcher, happiest near the sea.',
      'I do research on batteries and read novels to switch off.',
    ],
  },
  {
    title: 'Product Designer',
    education: ["Bachelor's Degree"],
    mentions: ['designer', 'design'],
    lines: [
      'Product designer who loves art galleries, plants and cooking for friends.',
      'I design apps people enjoy using.',
    ],
  },
  {
    title: 'Dentist',
    education: ['Professional Degree'],
    mentions: ['dentist', 'smile'],
    lines: ['Dentist, so yes, I will notice your smile first.', 'Dentist and weekend cyclist.'],
  },
  {
    title: 'Civil Engineer',
    education: ["Bachelor's Degree", "Master's Degree"],
    mentions: ['bridges', 'civil engineer'],
    lines: [
      'Civil engineer: I build bridges, literally.',
      'I inspect bridges and tunnels, and I love a good road trip.',
    ],
  },
  {
    title: 'Veterinarian',
    education: ['Professional Degree'],
    mentions: ['vet', 'animals'],
    lines: [
      'Vet with two rescue cats and a big heart.',
      'I look after animals all day; animal lovers get bonus points.',
    ],
  },
  {
    title: 'Flight Attendant',
    education: ['Some College', "Bachelor's Degree"],
    mentions: ['flight attendant', 'cabin crew'],
    lines: [
      'Flight attendant who has served tea at 35,000 feet in twenty countries.',
      'Cabin crew, ready to stay grounded with the right person.',
    ],
  },
  {
    title: 'Accountant',
    education: ["Bachelor's Degree"],
    mentions: ['accountant', 'spreadsheets'],
    lines: [
      'Accountant who balances spreadsheets and family time.',
      'I am an accountant and, yes, I enjoy tax season a little.',
    ],
  },
  {
    title: 'Yoga Instructor',
    education: ['Trade School', 'Some College'],
    mentions: ['yoga'],
    lines: [
      'I lead yoga classes at sunrise and volunteer at a shelter.',
      'Yoga instructor: calm, curious and family-minded.',
    ],
  },
];

/** Said after the job's line; none of these names a job. */
const BIO_ENDINGS = [
  'Looking for someone kind to explore the city with.',
  'Hoping to meet someone who shares my values.',
  'Ready for something real.',
  'Always up for trying a new restaurant.',
  'Looking for good conversation and better company.',
  'Sundays are for long walks and longer breakfasts.',
];

const INTERESTS = [...COMMON_INTERESTS, 'Street food', 'Football', 'Cycling', 'Karaoke'];
const RELIGIONS = ['Buddhist', 'Christian', 'Muslim', 'Hindu', 'Jewish', 'Agnostic', 'Atheist', 'Spiritual', 'Sikh'];
const POLITICS = ['Liberal', 'Moderate', 'Conservative', 'Apolitical', 'Progressive'];

export type SampleMember = ProfileFields & {
  latitude: number | null;
  longitude: number | null;
  isLocationEnabled: boolean;
  cityIndex: number;
};

/**
 * Which city each member lives in, in order: a smooth weighted round robin,
 * so any count spreads over the cities in proportion to their weights (the
 * test cloud's 20 members too), and the full count fills every city's quota.
 */
function cityOrder(count: number): number[] {
  const total = SEED_CITIES.reduce((sum, city) => sum + city.weight, 0);
  const credit = SEED_CITIES.map(() => 0);
  return Array.from({ length: count }, () => {
    for (const [index, city] of SEED_CITIES.entries()) credit[index] += city.weight;
    const chosen = credit.indexOf(Math.max(...credit));
    credit[chosen] -= total;
    return chosen;
  });
}

export const SAMPLE_MEMBER_COUNT = SEED_CITIES.reduce((sum, city) => sum + city.weight, 0);

export function sampleMembers(random: SeededRandom, count = SAMPLE_MEMBER_COUNT): SampleMember[] {
  const seenIn = SEED_CITIES.map(() => 0);
  return cityOrder(count).map((cityIndex, memberIndex) => {
    // Women and men by turns in each city, so every city has both; a few are non-binary.
    const turn = seenIn[cityIndex]++;
    const gender = random.chance(0.05) ? 'non-binary' : turn % 2 === 0 ? 'woman' : 'man';
    const city = SEED_CITIES[cityIndex];
    const culture: Culture = CULTURES[city.culture];
    const job = random.pick(JOBS);
    const sharesLocation = random.chance(0.9);
    // Up to ~8 km from the centre: people live across a city, not on one point.
    const jitter = () => (random.next() - 0.5) * 0.15;
    const own = random.some(culture.languages, culture.languages.length ? 1 : 0, 2);
    return {
      fullName:
        gender === 'non-binary'
          ? random.pick(NON_BINARY_NAMES)
          : random.pick(culture[gender === 'woman' ? 'women' : 'men']),
      age: random.int(21, 45),
      gender,
      bio: `${random.pick(job.lines)} ${random.pick(BIO_ENDINGS)}`,
      location: `${city.name}, ${city.country}`,
      education: random.pick(job.education),
      profession: job.title,
      interests: random.some(INTERESTS, 3, 6),
      height: gender === 'man' ? random.int(165, 190) : random.int(150, 178),
      lookingFor: random.pick(['relationship', 'relationship', 'casual', 'friendship'] as const),
      relationshipStatus: random.pick(['single', 'single', 'single', 'divorced', 'widowed'] as const),
      hasChildren: random.chance(0.2),
      wantsChildren: random.pick([true, false, null] as const),
      smoking: random.pick(['never', 'never', 'never', 'socially', 'regularly'] as const),
      drinking: random.pick(['never', 'socially', 'socially', 'regularly'] as const),
      religion: random.pick(RELIGIONS),
      politicalViews: random.pick(POLITICS),
      languages: own.length === 0 || random.chance(0.8) ? ['English', ...own] : own,
      prompts: samplePrompts(memberIndex),
      latitude: sharesLocation ? city.lat + jitter() : null,
      longitude: sharesLocation ? city.lng + jitter() : null,
      isLocationEnabled: sharesLocation,
      cityIndex,
    };
  });
}

/** The seed's fixed stream: the same members, faces and photos on every machine. */
export const DEMO_SEED = 20261122;

export type DemoMember = { member: SampleMember; looks: PortraitLook[] };

/**
 * The members the local cloud seeds, each with their photos' looks: one face
 * drawn for the member's gender, on a different backdrop in each photo. The
 * demo member and their city's members have two photos, everyone else one:
 * photos are most of what `npm start` waits for on a fresh clone.
 */
export function demoMembers(count = SAMPLE_MEMBER_COUNT): { demoLooks: PortraitLook[]; members: DemoMember[] } {
  const random = seededRandom(DEMO_SEED);
  const photos = (look: PortraitLook, count: number) =>
    Array.from({ length: count }, (_, index) =>
      index === 0 ? look : { ...look, background: random.pick(PORTRAIT_BACKGROUNDS) },
    );
  // The demo member (infra/local/seed/index.ts) is a man.
  const demoLooks = photos(portraitLook(random, 'man'), 2);
  const members = sampleMembers(random, count).map((member) => ({
    member,
    looks: photos(portraitLook(random, member.gender ?? 'non-binary'), member.cityIndex === 0 ? 2 : 1),
  }));
  return { demoLooks, members };
}
