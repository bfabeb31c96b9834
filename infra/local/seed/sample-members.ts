import type { ProfileFields } from '../../../shared/schemas/profile';
import type { SeededRandom } from './random';

/**
 * The landing page's sample set (marketing spec §2): about 130 members from
 * East, Southeast and South Asia, spread over a few cities so discovery has
 * people near the demo member (Singapore) and further away.
 */
export const SEED_CITIES = [
  { name: 'Singapore', country: 'Singapore', lat: 1.3521, lng: 103.8198, weight: 40 },
  { name: 'Kuala Lumpur', country: 'Malaysia', lat: 3.139, lng: 101.6869, weight: 18 },
  { name: 'Bangkok', country: 'Thailand', lat: 13.7563, lng: 100.5018, weight: 16 },
  { name: 'Manila', country: 'Philippines', lat: 14.5995, lng: 120.9842, weight: 14 },
  { name: 'Tokyo', country: 'Japan', lat: 35.6762, lng: 139.6503, weight: 14 },
  { name: 'Seoul', country: 'South Korea', lat: 37.5665, lng: 126.978, weight: 14 },
  { name: 'Mumbai', country: 'India', lat: 19.076, lng: 72.8777, weight: 14 },
] as const;

const NAMES = {
  woman: ['Mei Lin', 'Aiko', 'Ji-woo', 'Priya', 'Ananya', 'Siti', 'Nur Aisyah', 'Mai Anh', 'Linh', 'Yuki', 'Sakura', 'Hana', 'Seo-yeon', 'Min-ji',
    'Kavya', 'Isha', 'Dewi', 'Putri', 'Maria Clara', 'Angelica', 'Ploy', 'Nok', 'Xiao Yu', 'Wen Jing', 'Riya', 'Meera', 'Thao', 'Chaewon', 'Haruka', 'Aditi'],
  man: ['Wei Jie', 'Haruto', 'Min-jun', 'Arjun', 'Rohan', 'Ahmad', 'Hafiz', 'Minh', 'Quang', 'Kenji', 'Takumi', 'Ren', 'Ji-ho', 'Dong-hyun',
    'Vikram', 'Karan', 'Budi', 'Rizal', 'Jose Miguel', 'Paolo', 'Somchai', 'Krit', 'Jun Hao', 'Zhi Hao', 'Aarav', 'Dev', 'Tuan', 'Seung-woo', 'Sota', 'Nikhil'],
  'non-binary': ['Sky', 'Rin', 'Kai', 'Ash', 'Noor', 'Tala'],
} as const;

const PROFESSIONS = ['Software Engineer', 'Doctor', 'Architect', 'Teacher', 'Chef', 'Product Designer', 'Nurse', 'Data Scientist', 'Lawyer',
  'Photographer', 'Marketing Manager', 'Pharmacist', 'Financial Analyst', 'Pilot', 'Journalist', 'Entrepreneur', 'Musician', 'Researcher'];
const EDUCATION = ["Bachelor's Degree", "Master's Degree", 'PhD/Doctorate', 'Professional Degree', 'Some College', 'Trade School'];
const INTERESTS = ['Travel', 'Fitness', 'Music', 'Movies', 'Reading', 'Cooking', 'Art', 'Photography', 'Dancing', 'Hiking', 'Sports', 'Gaming',
  'Technology', 'Fashion', 'Wine', 'Coffee', 'Yoga', 'Meditation', 'Volunteering', 'Street food', 'K-dramas', 'Badminton', 'Karaoke'];
const LANGUAGES = ['English', 'Mandarin', 'Malay', 'Tamil', 'Hindi', 'Japanese', 'Korean', 'Thai', 'Tagalog', 'Vietnamese', 'Cantonese', 'Marathi'];
const RELIGIONS = ['Buddhist', 'Christian', 'Muslim', 'Hindu', 'Agnostic', 'Atheist', 'Spiritual', 'Sikh'];
const POLITICS = ['Liberal', 'Moderate', 'Conservative', 'Apolitical', 'Progressive'];
const BIO_OPENERS = ['Weekend hiker and weekday', 'Coffee first, then', 'Family-oriented', 'Curious about everything and', 'Happiest near the sea and',
  'Amateur cook and', 'Bookworm and', 'Sunrise runner and'];
const BIO_ENDINGS = ['looking for someone kind to explore the city with.', 'hoping to meet someone who shares my values.',
  'searching for my partner in crime for night markets.', 'ready for something real.', 'always up for trying a new restaurant.',
  'looking for good conversation and better company.'];

export type SampleMember = ProfileFields & {
  latitude: number | null;
  longitude: number | null;
  isLocationEnabled: boolean;
  cityIndex: number;
};

function cityIndexFor(random: SeededRandom): number {
  const total = SEED_CITIES.reduce((sum, city) => sum + city.weight, 0);
  let roll = random.next() * total;
  for (const [index, city] of SEED_CITIES.entries()) {
    roll -= city.weight;
    if (roll < 0) return index;
  }
  return 0;
}

export const SAMPLE_MEMBER_COUNT = 130;

export function sampleMembers(random: SeededRandom, count = SAMPLE_MEMBER_COUNT): SampleMember[] {
  return Array.from({ length: count }, () => {
    const gender = random.chance(0.05) ? 'non-binary' : random.chance(0.5) ? 'woman' : 'man';
    const cityIndex = cityIndexFor(random);
    const city = SEED_CITIES[cityIndex];
    const sharesLocation = random.chance(0.9);
    // Up to ~8 km from the centre: people live across a city, not on one point.
    const jitter = () => (random.next() - 0.5) * 0.15;
    return {
      fullName: random.pick(NAMES[gender]),
      age: random.int(21, 45),
      gender,
      bio: `${random.pick(BIO_OPENERS)} ${random.pick(PROFESSIONS).toLowerCase()} ${random.pick(BIO_ENDINGS)}`,
      location: `${city.name}, ${city.country}`,
      education: random.pick(EDUCATION),
      profession: random.pick(PROFESSIONS),
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
      languages: ['English', ...random.some(LANGUAGES.filter((l) => l !== 'English'), 1, 2)],
      latitude: sharesLocation ? city.lat + jitter() : null,
      longitude: sharesLocation ? city.lng + jitter() : null,
      isLocationEnabled: sharesLocation,
      cityIndex,
    };
  });
}
