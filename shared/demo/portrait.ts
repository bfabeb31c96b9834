/**
 * Portraits of people who do not exist: the landing page's sample profiles
 * (web/plugins/site-assets.ts renders them to WebP) and the local cloud's demo
 * members (infra/local/seed renders them to JPEG). Flat drawings from shapes
 * only, so they are generated offline with no fonts, photos or network, and
 * the same look always draws the same picture. Each portrait matches its
 * person's gender (hair, beard, earrings): `portraitFits` is the rule, and
 * both generators are tested against it.
 */
import type { SeededRandom } from './seeded-random';

export type SampleGender = 'woman' | 'man' | 'non-binary';

type HairStyle = 'long' | 'wavy' | 'bob' | 'bun' | 'short' | 'crop' | 'side' | 'undercut';

export type PortraitLook = {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  beard: boolean;
  glasses: boolean;
  earrings: boolean;
  shirt: string;
  background: readonly [string, string];
};

const SKIN = ['#f3d2b3', '#f1c7a5', '#e8b98f', '#e0ac7e', '#c68b59', '#a86b3c', '#8d5524'];
const HAIR = ['#111111', '#1f1a17', '#2e2118', '#3b2a20', '#4a3222', '#6b4a2e'];
const SHIRTS = [
  '#be123c',
  '#9d174d',
  '#5b21b6',
  '#1e40af',
  '#0e7490',
  '#166534',
  '#b45309',
  '#334155',
  '#f8fafc',
  '#0f766e',
];
export const PORTRAIT_BACKGROUNDS: readonly (readonly [string, string])[] = [
  ['#fecdd3', '#fb7185'],
  ['#fbcfe8', '#f472b6'],
  ['#ddd6fe', '#a78bfa'],
  ['#bfdbfe', '#60a5fa'],
  ['#bbf7d0', '#4ade80'],
  ['#fde68a', '#f59e0b'],
  ['#fed7aa', '#fb923c'],
  ['#a5f3fc', '#22d3ee'],
  ['#e2e8f0', '#94a3b8'],
];
const STYLES: Record<SampleGender, HairStyle[]> = {
  woman: ['long', 'wavy', 'bob', 'bun', 'long'],
  man: ['short', 'crop', 'side', 'undercut'],
  'non-binary': ['bob', 'short', 'undercut', 'crop'],
};

export function portraitLook(random: SeededRandom, gender: SampleGender): PortraitLook {
  return {
    skin: random.pick(SKIN),
    hair: random.pick(HAIR),
    hairStyle: random.pick(STYLES[gender]),
    beard: gender === 'man' && random.chance(0.3),
    glasses: random.chance(0.22),
    earrings: gender === 'woman' ? random.chance(0.55) : gender === 'non-binary' && random.chance(0.4),
    shirt: random.pick(SHIRTS),
    background: random.pick(PORTRAIT_BACKGROUNDS),
  };
}

/** Whether a look could have been drawn for this gender: its hair style, beard and earrings are all allowed for it. */
export function portraitFits(look: PortraitLook, gender: SampleGender): boolean {
  return (
    STYLES[gender].includes(look.hairStyle) && (!look.beard || gender === 'man') && (!look.earrings || gender !== 'man')
  );
}

/** Hair drawn behind the head (long styles fall to the shoulders). */
function hairBack({ hair, hairStyle }: PortraitLook): string {
  switch (hairStyle) {
    case 'long':
      return `<path d="M128 300 Q112 118 240 112 Q368 118 352 300 L368 470 Q300 500 240 488 Q180 500 112 470 Z" fill="${hair}"/>`;
    case 'wavy':
      return `<path d="M132 290 Q108 116 240 110 Q372 116 348 290 Q378 350 352 410 Q372 450 330 478 Q240 500 150 478 Q108 450 128 410 Q102 350 132 290 Z" fill="${hair}"/>`;
    case 'bob':
      return `<path d="M134 300 Q116 120 240 114 Q364 120 346 300 Q350 360 322 380 L158 380 Q130 360 134 300 Z" fill="${hair}"/>`;
    case 'bun':
      return `<circle cx="240" cy="112" r="50" fill="${hair}"/>`;
    default:
      return '';
  }
}

/** Hair drawn over the top of the head. */
function hairFront({ hair, hairStyle }: PortraitLook): string {
  switch (hairStyle) {
    case 'long':
    case 'wavy':
      return `<path d="M146 262 Q146 150 240 146 Q334 150 334 262 Q318 196 262 184 Q220 214 146 262 Z" fill="${hair}"/>`;
    case 'bob':
      return `<path d="M144 268 Q144 148 240 146 Q336 148 336 268 Q330 214 240 206 Q150 214 144 268 Z" fill="${hair}"/>`;
    case 'bun':
      return `<path d="M148 246 Q150 150 240 146 Q330 150 332 246 Q300 186 240 184 Q180 186 148 246 Z" fill="${hair}"/>`;
    case 'short':
      return `<path d="M146 246 Q148 142 240 140 Q332 142 334 246 Q316 188 240 186 Q164 188 146 246 Z" fill="${hair}"/>`;
    case 'crop':
      return `<path d="M150 232 Q154 150 240 148 Q326 150 330 232 Q300 196 240 194 Q180 196 150 232 Z" fill="${hair}"/>`;
    case 'side':
      return `<path d="M146 250 Q146 140 246 138 Q338 142 334 240 Q300 178 214 190 Q172 200 146 250 Z" fill="${hair}"/>`;
    case 'undercut':
      return `<path d="M160 214 Q170 132 250 134 Q330 140 326 214 Q290 176 230 176 Q190 178 160 214 Z" fill="${hair}"/>`;
  }
}

/** A 480×600 portrait (4:5, the cards' shape). */
export function portraitSvg(look: PortraitLook): string {
  const [light, dark] = look.background;
  const { skin, hair, shirt } = look;
  const neckline = shirt === '#f8fafc' ? '#e2e8f0' : '#ffffff';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600" viewBox="0 0 480 600">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
  <rect width="480" height="600" fill="url(#bg)"/>
  <circle cx="392" cy="96" r="74" fill="#ffffff" opacity="0.18"/>
  <circle cx="70" cy="520" r="90" fill="#ffffff" opacity="0.12"/>
  ${hairBack(look)}
  <path d="M64 600 Q74 448 240 432 Q406 448 416 600 Z" fill="${shirt}"/>
  <path d="M196 436 Q240 478 284 436" stroke="${neckline}" stroke-width="6" fill="none" opacity="0.5"/>
  <rect x="208" y="352" width="64" height="92" rx="24" fill="${skin}"/>
  <ellipse cx="240" cy="268" rx="94" ry="114" fill="${skin}"/>
  <ellipse cx="148" cy="280" rx="14" ry="22" fill="${skin}"/><ellipse cx="332" cy="280" rx="14" ry="22" fill="${skin}"/>
  ${look.earrings ? `<circle cx="148" cy="310" r="7" fill="#fbbf24"/><circle cx="332" cy="310" r="7" fill="#fbbf24"/>` : ''}
  ${hairFront(look)}
  <path d="M186 252 Q204 242 222 250" stroke="${hair}" stroke-width="7" fill="none" stroke-linecap="round"/>
  <path d="M258 250 Q276 242 294 252" stroke="${hair}" stroke-width="7" fill="none" stroke-linecap="round"/>
  <circle cx="205" cy="280" r="9" fill="#2b2b2b"/><circle cx="275" cy="280" r="9" fill="#2b2b2b"/>
  <path d="M240 290 Q232 312 242 318" stroke="#000000" stroke-opacity="0.18" stroke-width="5" fill="none" stroke-linecap="round"/>
  ${look.beard ? `<path d="M150 292 Q156 384 240 392 Q324 384 330 292 Q312 352 240 356 Q168 352 150 292 Z" fill="${hair}" opacity="0.9"/>` : ''}
  <path d="M212 334 Q240 356 268 334" stroke="#8a3b3b" stroke-width="7" fill="none" stroke-linecap="round"/>
  ${look.glasses ? `<g fill="none" stroke="#1f2937" stroke-width="6"><circle cx="205" cy="280" r="28"/><circle cx="275" cy="280" r="28"/><path d="M233 278 Q240 272 247 278"/></g>` : ''}
</svg>`;
}
