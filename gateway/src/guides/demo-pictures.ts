/**
 * Profile pictures for the demo guides, drawn here rather than downloaded: an illustrated portrait
 * (demo-portraits.ts) on a warm background, rendered to PNG and stored like any uploaded picture.
 */
import type { Blobs } from '@app/infra';
import sharp from 'sharp';
import { storePicture } from '../uploads/index.js';
import { type PortraitLook, portraitSvg } from './demo-portraits.js';

/** Draws and stores a guide's portrait; returns its file name under /uploads/. */
export async function storePortrait(blobs: Blobs, look: PortraitLook, background: string): Promise<string> {
  const png = await sharp(Buffer.from(portraitSvg(look, background)))
    .png()
    .toBuffer();
  return storePicture(blobs, png);
}
