import sharp from 'sharp';
import { portraitSvg, type PortraitLook } from '#shared/demo/portrait.ts';

/**
 * A demo member's photo as the upload pipeline stores it: the display JPEG and
 * its thumbnail. The portrait is rasterised once and both are encoded from
 * those pixels; plain libjpeg, since mozjpeg's smaller files took twice the
 * CPU, and the seed renders a few hundred of these while `npm start` waits.
 */
export async function renderAvatar(look: PortraitLook): Promise<{ display: Buffer; thumb: Buffer }> {
  const { data, info } = await sharp(Buffer.from(portraitSvg(look)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [display, thumb] = await Promise.all([
    sharp(data, pixels).jpeg({ quality: 82 }).toBuffer(),
    sharp(data, pixels).resize(160, 200).jpeg({ quality: 78 }).toBuffer(),
  ]);
  return { display, thumb };
}
