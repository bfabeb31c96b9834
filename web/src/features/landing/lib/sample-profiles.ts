/**
 * The landing page's Discover section (marketing spec "Screens and routes"):
 * about 130 illustrative sample profiles from East, Southeast and South Asia.
 * They are generated here from a fixed seed, at build time
 * (web/plugins/sample-profiles.ts turns them into a module and draws their
 * portraits), never read from the members' table: none of them is a member.
 *
 * Names fit the city, portraits fit the gender, education fits the
 * profession, and each bio is written for its profession.
 */
import { portraitLook, type PortraitLook, type SampleGender } from '#shared/demo/portrait.ts';
import { seededRandom, type SeededRandom } from '#shared/demo/seeded-random.ts';
import { COMMON_INTERESTS } from '#shared/interests.ts';

export const SAMPLE_PROFILE_COUNT = 130;
/** A fixed seed: the same people on every build. */
const SEED = 20240822;

export type SampleProfile = {
  id: string;
  name: string;
  age: number;
  gender: SampleGender;
  /** 'Kuala Lumpur, Malaysia'. */
  location: string;
  education?: string;
  profession?: string;
  bio: string;
  interests: string[];
  distanceKm?: number;
  look: PortraitLook;
};

type Country = { country: string; cities: string[]; women: string[]; men: string[] };

const COUNTRIES: Country[] = [
  {
    country: 'Singapore',
    cities: ['Singapore'],
    women: ['Mei Lin', 'Hui Min', 'Shalini', 'Nur Aisyah', 'Jia Hui'],
    men: ['Wei Jie', 'Jun Hao', 'Arun', 'Hafiz', 'Zhi Hao'],
  },
  {
    country: 'Malaysia',
    cities: ['Kuala Lumpur', 'Penang'],
    women: ['Siti', 'Nurul', 'Li Ying', 'Kavitha'],
    men: ['Ahmad', 'Haziq', 'Kah Wai', 'Suresh'],
  },
  {
    country: 'Thailand',
    cities: ['Bangkok', 'Chiang Mai'],
    women: ['Ploy', 'Nok', 'Fah', 'Pim'],
    men: ['Somchai', 'Krit', 'Nattapong', 'Thanakorn'],
  },
  {
    country: 'Philippines',
    cities: ['Manila', 'Cebu'],
    women: ['Maria Clara', 'Angelica', 'Bea', 'Kristine'],
    men: ['Jose Miguel', 'Paolo', 'Carlo', 'Miguel'],
  },
  {
    country: 'Indonesia',
    cities: ['Jakarta', 'Denpasar'],
    women: ['Dewi', 'Putri', 'Ayu', 'Rina'],
    men: ['Budi', 'Rizal', 'Agus', 'Dimas'],
  },
  {
    country: 'Vietnam',
    cities: ['Ho Chi Minh City', 'Hanoi'],
    women: ['Mai Anh', 'Linh', 'Thao', 'Ngoc'],
    men: ['Minh', 'Quang', 'Tuan', 'Duc'],
  },
  {
    country: 'Japan',
    cities: ['Tokyo', 'Osaka'],
    women: ['Aiko', 'Yuki', 'Sakura', 'Haruka'],
    men: ['Haruto', 'Kenji', 'Takumi', 'Sota'],
  },
  {
    country: 'South Korea',
    cities: ['Seoul', 'Busan'],
    women: ['Ji-woo', 'Seo-yeon', 'Min-ji', 'Chaewon'],
    men: ['Min-jun', 'Ji-ho', 'Dong-hyun', 'Seung-woo'],
  },
  { country: 'Taiwan', cities: ['Taipei'], women: ['Yi-Ting', 'Hsin-Yi'], men: ['Chia-Hao', 'Wei-Lun'] },
  { country: 'Hong Kong', cities: ['Hong Kong'], women: ['Wing Yan', 'Hoi Ying'], men: ['Ka Ho', 'Chun Kit'] },
  { country: 'China', cities: ['Shanghai'], women: ['Xiao Yu', 'Wen Jing'], men: ['Hao Ran', 'Yu Hang'] },
  {
    country: 'India',
    cities: ['Mumbai', 'Bengaluru', 'Delhi', 'Chennai'],
    women: ['Ananya', 'Kavya', 'Isha', 'Riya', 'Meera', 'Aditi'],
    men: ['Arjun', 'Rohan', 'Vikram', 'Karan', 'Aarav', 'Nikhil'],
  },
  { country: 'Sri Lanka', cities: ['Colombo'], women: ['Dilini', 'Nethmi'], men: ['Kasun', 'Chamara'] },
  { country: 'Bangladesh', cities: ['Dhaka'], women: ['Nusrat', 'Farhana'], men: ['Tanvir', 'Rafiq'] },
  { country: 'Nepal', cities: ['Kathmandu'], women: ['Sujata', 'Anisha'], men: ['Bibek', 'Suraj'] },
];
const NON_BINARY_NAMES = ['Sky', 'Rin', 'Kai', 'Noor', 'Tala', 'Jun'];

type Job = { title: string; education: string[]; bios: string[] };

const JOBS: Job[] = [
  {
    title: 'Software Engineer',
    education: ["Bachelor's Degree", "Master's Degree"],
    bios: [
      'I build apps by day and bake sourdough by night. Looking for someone to debug life with.',
      'Backend engineer who still gets excited about a clean deploy. Weekends are for hikes and hawker food.',
    ],
  },
  {
    title: 'Doctor',
    education: ['Professional Degree'],
    bios: [
      'Long hospital shifts taught me to treasure slow Sundays. Hoping to share them with someone kind.',
      'Family doctor, tea enthusiast and terrible at karaoke. Looking for someone who laughs easily.',
    ],
  },
  {
    title: 'Nurse',
    education: ["Bachelor's Degree"],
    bios: [
      'I look after people for a living; I would love someone who looks out for me too.',
      'ICU nurse on rotating shifts. I value honesty, family dinners and long walks after a night shift.',
    ],
  },
  {
    title: 'Teacher',
    education: ["Bachelor's Degree", "Master's Degree"],
    bios: [
      'Primary school teacher with endless patience and a weakness for good coffee.',
      'I teach literature to teenagers and still reread my favourite novels every year.',
    ],
  },
  {
    title: 'Chef',
    education: ['Trade School'],
    bios: [
      'I cook for a living and still cook for fun. First date: I choose the food stall.',
      'Pastry chef with early mornings and a sweet tooth. Looking for someone to taste-test with.',
    ],
  },
  {
    title: 'Architect',
    education: ["Master's Degree"],
    bios: ['I design homes and sketch old shophouses on weekends. Looking for someone to build a life with.'],
  },
  {
    title: 'Pharmacist',
    education: ['Professional Degree'],
    bios: ['Community pharmacist who remembers every regular by name. Family comes first for me.'],
  },
  {
    title: 'Data Scientist',
    education: ["Master's Degree", 'PhD/Doctorate'],
    bios: ['I find patterns in data and in people. Board games, night markets and honest conversations.'],
  },
  {
    title: 'Lawyer',
    education: ['Professional Degree'],
    bios: ['Family lawyer who believes in kindness and good arguments. Off duty I am all books and badminton.'],
  },
  {
    title: 'Photographer',
    education: ["Bachelor's Degree", 'Some College'],
    bios: ['Wedding photographer who has seen a lot of happy endings. Ready to start my own story.'],
  },
  {
    title: 'Marketing Manager',
    education: ["Bachelor's Degree"],
    bios: ['I plan campaigns at work and spontaneous trips at weekends. Looking for a travel partner.'],
  },
  {
    title: 'Financial Analyst',
    education: ["Bachelor's Degree", "Master's Degree"],
    bios: ['Numbers by day, music by night. I value family, faith and a well-planned future.'],
  },
  {
    title: 'Pilot',
    education: ["Bachelor's Degree"],
    bios: ['Airline pilot who has seen a lot of sunrises. Looking for someone to come home to.'],
  },
  {
    title: 'Journalist',
    education: ["Bachelor's Degree"],
    bios: ['I ask questions for a living; tell me your favourite street food and your biggest dream.'],
  },
  {
    title: 'Entrepreneur',
    education: ["Bachelor's Degree", 'Some College'],
    bios: ['I run a small coffee roastery. Early mornings, big plans, and a soft spot for family traditions.'],
  },
  {
    title: 'Musician',
    education: ['Some College', "Bachelor's Degree"],
    bios: ['I teach piano and play in a jazz trio on Fridays. Looking for someone who loves live music.'],
  },
  {
    title: 'Researcher',
    education: ['PhD/Doctorate'],
    bios: ['Marine biology researcher, happiest near the sea. Looking for someone curious and kind.'],
  },
  {
    title: 'Product Designer',
    education: ["Bachelor's Degree"],
    bios: ['I design apps people enjoy using. I love art galleries, plants and cooking for friends.'],
  },
  {
    title: 'Dentist',
    education: ['Professional Degree'],
    bios: ['Yes, I will notice your smile first. Weekend cyclist and devoted aunt to three nieces.'],
  },
  {
    title: 'Civil Engineer',
    education: ["Bachelor's Degree", "Master's Degree"],
    bios: ['I build bridges, literally. Looking for someone to explore new cities and old temples with.'],
  },
  {
    title: 'Veterinarian',
    education: ['Professional Degree'],
    bios: ['Vet with two rescue cats and a big heart. Animal lovers get bonus points.'],
  },
  {
    title: 'Flight Attendant',
    education: ['Some College', "Bachelor's Degree"],
    bios: ['I have served tea at 35,000 feet in twenty countries. Ready to stay grounded with the right person.'],
  },
  {
    title: 'Accountant',
    education: ["Bachelor's Degree"],
    bios: ['Accountant who balances spreadsheets and family time. Sundays mean dim sum with my parents.'],
  },
  {
    title: 'Yoga Instructor',
    education: ['Trade School', 'Some College'],
    bios: ['I teach yoga at sunrise and volunteer at an animal shelter. Calm, curious and family-minded.'],
  },
];
const NO_JOB_BIOS = [
  'Between jobs and taking a sabbatical to travel. Looking for someone who shares my values.',
  'Family-oriented, curious about everything, and always up for trying a new restaurant.',
];

const INTERESTS = [...COMMON_INTERESTS, 'Street food', 'K-dramas', 'Badminton', 'Karaoke', 'Cricket'];

function profileAt(random: SeededRandom, index: number): SampleProfile {
  const place = random.pick(COUNTRIES);
  const gender: SampleGender = random.chance(0.04) ? 'non-binary' : random.chance(0.5) ? 'woman' : 'man';
  const name =
    gender === 'non-binary' ? random.pick(NON_BINARY_NAMES) : random.pick(gender === 'woman' ? place.women : place.men);
  const city = random.pick(place.cities);
  const job = random.chance(0.92) ? random.pick(JOBS) : undefined;
  const education = job && random.chance(0.85) ? random.pick(job.education) : undefined;
  return {
    id: `s${String(index + 1).padStart(3, '0')}`,
    name,
    age: random.int(22, 42),
    gender,
    location: city === place.country ? city : `${city}, ${place.country}`,
    ...(education ? { education } : {}),
    ...(job ? { profession: job.title } : {}),
    bio: random.pick(job?.bios ?? NO_JOB_BIOS),
    interests: random.some(INTERESTS, 3, 6),
    ...(random.chance(0.7) ? { distanceKm: random.int(1, 45) } : {}),
    look: portraitLook(random, gender),
  };
}

export function sampleProfiles(count = SAMPLE_PROFILE_COUNT): SampleProfile[] {
  const random = seededRandom(SEED);
  return Array.from({ length: count }, (_, index) => profileAt(random, index));
}
