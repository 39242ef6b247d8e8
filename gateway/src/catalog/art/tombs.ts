/** Places of the dead and of remembrance: a domed tomb, a pyramid and a memorial. */
import type { KindDrawing } from './kind-drawing.js';
import { GROUND_Y as G } from './scene.js';
import { arches, chhatri, cypress, dome } from './shapes.js';

const tomb: KindDrawing = (p) => {
  const c = { stone: p.stone, mid: p.stoneMid, dark: p.dark };
  return `<rect x="90" y="${G - 26}" width="220" height="26" fill="${p.stoneMid}"/>${arches(100, G - 4, 8, 26, 14, 16, p.stoneShade)}
<rect x="146" y="${G - 92}" width="108" height="66" fill="${p.stone}"/><rect x="226" y="${G - 92}" width="28" height="66" fill="${p.stoneMid}"/>
<path d="M186,${G - 26} v-34 q14,-22 28,0 v34z" fill="${p.dark}"/>${arches(154, G - 56, 2, 12, 8, 16, p.dark)}${arches(226, G - 56, 2, 12, 8, 16, p.dark)}
<rect x="168" y="${G - 104}" width="64" height="12" fill="${p.stone}"/>${dome(200, G - 104, 78, 80, p.stone, p.gold)}
${chhatri(154, G - 92, 18, c)}${chhatri(246, G - 92, 18, c)}
${cypress(72, G, 60, p.greenDark)}${cypress(328, G, 60, p.greenDark)}`;
};

const pyramid: KindDrawing = (p) =>
  `<path d="M0,${G - 6} Q200,${G - 18} 400,${G - 4} V${G + 20} H0Z" fill="${p.stoneMid}"/>
<path d="M236,${G - 6} L296,${G - 86} L356,${G - 6}Z" fill="${p.stoneMid}"/><path d="M296,${G - 86} L356,${G - 6} H316Z" fill="${p.stoneShade}"/>
<path d="M70,${G - 4} L172,${G - 150} L274,${G - 4}Z" fill="${p.stone}"/><path d="M172,${G - 150} L274,${G - 4} H208Z" fill="${p.stoneShade}"/>
<path d="M110,${G - 60} L172,${G - 150} M92,${G - 30} h74 M118,${G - 70} h50 M140,${G - 110} h26" stroke="${p.stoneMid}" stroke-width="1.2" fill="none"/>
<path d="M60,${G + 4} q6,-10 12,0 M78,${G + 6} q4,-8 8,0" stroke="${p.dark}" stroke-width="2" fill="none"/>`;

const memorial: KindDrawing = (p) =>
  `<rect x="80" y="${G - 10}" width="240" height="10" fill="${p.stoneShade}"/><rect x="100" y="${G - 20}" width="200" height="10" fill="${p.stoneMid}"/>
<rect x="110" y="${G - 76}" width="180" height="56" fill="${p.stone}"/><rect x="110" y="${G - 80}" width="180" height="6" fill="${p.stoneShade}"/>
<path d="M130,${G - 62} h140 M130,${G - 52} h140 M130,${G - 42} h100" stroke="${p.stoneShade}" stroke-width="2"/>
<rect x="182" y="${G - 38}" width="36" height="18" fill="${p.dark}"/><path d="M200,${G - 38} c-9,-10 -2,-18 0,-26 c4,8 10,14 0,26z" fill="${p.gold}"/><path d="M200,${G - 40} c-4,-5 -1,-9 0,-13 c2,4 5,7 0,13z" fill="${p.accent}"/>
<circle cx="150" cy="${G - 30}" r="9" fill="none" stroke="${p.green}" stroke-width="4"/><circle cx="250" cy="${G - 30}" r="9" fill="none" stroke="${p.green}" stroke-width="4"/>
${cypress(70, G, 64, p.greenDark)}${cypress(330, G, 64, p.greenDark)}`;

export const TOMBS = { tomb, pyramid, memorial } satisfies Record<string, KindDrawing>;
