import sharp from 'sharp';
import type { SeededRandom } from './random';

const PALETTES = [
  ['#fda4af', '#be123c'], ['#f9a8d4', '#9d174d'], ['#c4b5fd', '#5b21b6'], ['#93c5fd', '#1e40af'],
  ['#86efac', '#166534'], ['#fcd34d', '#b45309'], ['#fdba74', '#c2410c'], ['#a5f3fc', '#0e7490'],
];
const SKIN = ['#f1c7a5', '#e0ac7e', '#c68b59', '#a86b3c', '#8d5524', '#f3d2b3'];
const HAIR = ['#1f1a17', '#2e2118', '#4a3222', '#6b4a2e', '#111111', '#3b2a20'];

export type AvatarLook = { skin: string; hair: string; longHair: boolean; shirt: string; palettes: string[][] };

/** One person's look, drawn once, so all their photos show the same face on different backdrops. */
export function avatarLook(random: SeededRandom): AvatarLook {
  return {
    skin: random.pick(SKIN), hair: random.pick(HAIR), longHair: random.chance(0.5), shirt: random.pick(PALETTES)[1],
    palettes: [random.pick(PALETTES), random.pick(PALETTES), random.pick(PALETTES)],
  };
}

/**
 * A portrait-shaped avatar drawn from shapes only: generated offline, no
 * fonts or network needed. The same look and variant always draw the same
 * picture, so seeded members look the same on every machine.
 */
export function avatarSvg(look: AvatarLook, variant: number): string {
  const [light, dark] = look.palettes[variant % look.palettes.length];
  const { skin, hair, longHair, shirt } = look;
  const angle = variant * 35;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600" viewBox="0 0 480 600">
  <defs><linearGradient id="bg" gradientTransform="rotate(${angle})"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
  <rect width="480" height="600" fill="url(#bg)"/>
  <circle cx="${380 - variant * 60}" cy="${110 + variant * 40}" r="${60 + variant * 10}" fill="#ffffff" opacity="0.18"/>
  ${longHair ? `<path d="M130 300 Q120 130 240 120 Q360 130 350 300 L360 430 L120 430 Z" fill="${hair}"/>` : ''}
  <path d="M70 600 Q80 440 240 430 Q400 440 410 600 Z" fill="${shirt}"/>
  <rect x="210" y="360" width="60" height="80" rx="20" fill="${skin}"/>
  <ellipse cx="240" cy="270" rx="95" ry="115" fill="${skin}"/>
  <path d="M145 250 Q150 150 240 148 Q330 150 335 250 Q300 190 240 195 Q180 190 145 250 Z" fill="${hair}"/>
  <circle cx="205" cy="280" r="9" fill="#2b2b2b"/><circle cx="275" cy="280" r="9" fill="#2b2b2b"/>
  <path d="M210 330 Q240 352 270 330" stroke="#8a3b3b" stroke-width="7" fill="none" stroke-linecap="round"/>
</svg>`;
}

/** Display size and thumbnail, as the upload pipeline stores them. */
export async function renderAvatar(svg: string): Promise<{ display: Buffer; thumb: Buffer }> {
  const display = await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  const thumb = await sharp(display).resize(160, 200).jpeg({ quality: 78 }).toBuffer();
  return { display, thumb };
}
