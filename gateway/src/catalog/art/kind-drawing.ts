/** What a kind's drawing is: the foreground of a 400×300 scene, in the scene's colours. */
import type { Palette } from './scene.js';

/** Buildings stand on GROUND_Y, centred on x = 200, within x 50–350 so a skyline can shrink them. */
export type KindDrawing = (p: Palette) => string;
