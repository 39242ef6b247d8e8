/** Places on water: a ghat, a beach, a seafront, a lake, a canal and a bridge. */
import type { KindDrawing } from './kind-drawing.js';
import { GROUND_Y as G } from './scene.js';
import { boat, chhatri, palm, windowGrid } from './shapes.js';

/** Steps from the bank down into the river, small shrines and umbrellas on them, boats moored. */
const ghat: KindDrawing = (p) => {
  const c = { stone: p.stone, mid: p.stoneMid, dark: p.dark };
  let steps = '';
  for (let i = 0; i < 6; i++)
    steps += `<rect x="${50 - i * 4}" y="${G - 60 + i * 12}" width="${300 + i * 8}" height="12" fill="${i % 2 ? p.stoneMid : p.stone}"/>`;
  return `<rect x="60" y="${G - 110}" width="280" height="50" fill="${p.stoneMid}"/>${windowGrid(72, G - 100, 12, 2, 23, 8, p.dark)}
${chhatri(100, G - 110, 20, c)}${chhatri(200, G - 110, 26, c)}${chhatri(300, G - 110, 20, c)}${steps}
<path d="M120,${G - 36} a20,10 0 0 1 40,0z M240,${G - 48} a20,10 0 0 1 40,0z" fill="${p.accent}"/><path d="M140,${G - 36} v14 M260,${G - 48} v14" stroke="${p.dark}" stroke-width="1.5"/>
<g fill="${p.gold}"><circle cx="180" cy="${G + 8}" r="2"/><circle cx="196" cy="${G + 12}" r="2"/><circle cx="214" cy="${G + 9}" r="2"/></g>
${boat(90, G + 28, 60, p.dark)}${boat(320, G + 22, 50, p.stoneShade)}`;
};

const beach: KindDrawing = (p) =>
  `<path d="M0,${G + 10} C90,${G - 4} 180,${G + 22} 280,${G + 14} C330,${G + 10} 370,${G + 24} 400,${G + 30} V300 H0Z" fill="${p.stone}"/>
<path d="M0,${G + 10} C90,${G - 4} 180,${G + 22} 280,${G + 14} C330,${G + 10} 370,${G + 24} 400,${G + 30}" stroke="${p.sun}" stroke-width="3" fill="none" opacity="0.8"/>
${palm(70, G + 30, 120, p.dark, p.greenDark)}${palm(110, G + 26, 90, p.dark, p.green)}
<path d="M250,${G + 40} v-44" stroke="${p.dark}" stroke-width="2"/><path d="M220,${G - 2} a30,14 0 0 1 60,0z" fill="${p.accent}"/><path d="M240,${G - 2} a10,14 0 0 1 20,0z" fill="${p.sun}"/>
<path d="M290,${G + 40} l30,-4 l4,4 l-30,4z" fill="${p.accent}"/>
<path d="M330,${G - 30} l16,-30 v30z" fill="${p.sun}"/>${boat(338, G - 26, 34, p.dark)}`;

const seafront: KindDrawing = (p) =>
  `<rect x="40" y="${G - 80}" width="60" height="60" fill="${p.stone}"/><rect x="100" y="${G - 100}" width="54" height="80" fill="${p.stoneMid}"/><rect x="154" y="${G - 70}" width="70" height="50" fill="${p.stone}"/><rect x="224" y="${G - 92}" width="50" height="72" fill="${p.stoneMid}"/><rect x="274" y="${G - 76}" width="80" height="56" fill="${p.stone}"/>
${windowGrid(50, G - 72, 4, 3, 12, 6, p.dark)}${windowGrid(110, G - 92, 3, 5, 14, 7, p.dark)}${windowGrid(164, G - 62, 4, 2, 16, 7, p.dark)}${windowGrid(234, G - 84, 2, 4, 18, 8, p.dark)}${windowGrid(284, G - 68, 5, 3, 14, 6, p.dark)}
<rect x="0" y="${G - 20}" width="400" height="22" fill="${p.stoneShade}"/><path d="M0,${G - 26} h400 M0,${G - 20} h400" stroke="${p.dark}" stroke-width="1.5"/>
<path d="M0,${G - 26} v6 M40,${G - 26} v6 M80,${G - 26} v6 M120,${G - 26} v6 M160,${G - 26} v6 M200,${G - 26} v6 M240,${G - 26} v6 M280,${G - 26} v6 M320,${G - 26} v6 M360,${G - 26} v6" stroke="${p.dark}" stroke-width="1.2"/>
<path d="M60,${G - 26} v-34 h8 M180,${G - 26} v-34 h8 M300,${G - 26} v-34 h8" stroke="${p.dark}" stroke-width="2" fill="none"/><g fill="${p.sun}"><circle cx="70" cy="${G - 58}" r="4"/><circle cx="190" cy="${G - 58}" r="4"/><circle cx="310" cy="${G - 58}" r="4"/></g>
${boat(120, G + 30, 46, p.dark)}`;

/** Still water to the hills, an island pavilion and reeds at the edge. */
const lake: KindDrawing = (p) => {
  const c = { stone: p.stone, mid: p.stoneMid, dark: p.dark };
  return `<ellipse cx="220" cy="${G + 2}" rx="70" ry="8" fill="${p.green}"/><rect x="180" y="${G - 30}" width="80" height="30" fill="${p.stone}"/>${chhatri(200, G - 30, 22, c)}${chhatri(240, G - 30, 22, c)}
<rect x="180" y="${G + 4}" width="80" height="22" fill="${p.stone}" opacity="0.3"/>
<path d="M40,${G + 70} q4,-40 6,-60 M50,${G + 70} q2,-30 10,-50 M60,${G + 70} q-2,-36 -12,-56 M340,${G + 70} q4,-40 6,-58 M352,${G + 70} q-4,-30 -10,-50" stroke="${p.greenDark}" stroke-width="3" fill="none"/>
<path d="M48,${G + 12} l4,-14 l4,14z M344,${G + 14} l4,-16 l4,16z" fill="${p.dark}"/>${boat(120, G + 36, 40, p.dark)}
<path d="M300,${G + 34} q8,-6 16,0 q-8,-2 -16,0z" fill="${p.stone}"/><path d="M312,${G + 30} q2,-10 8,-10" stroke="${p.stone}" stroke-width="2" fill="none"/>`;
};

/** Houses on both banks of a narrow canal, a humped footbridge and a long boat. */
const canal: KindDrawing = (p) =>
  `<path d="M0,${G} V${G - 110} H50 V${G - 96} H90 V${G - 124} H140 V${G - 70} L160,${G} Z" fill="${p.stoneMid}"/>${windowGrid(12, G - 96, 6, 4, 22, 9, p.dark)}
<path d="M400,${G} V${G - 118} H356 V${G - 100} H310 V${G - 130} H262 V${G - 70} L240,${G} Z" fill="${p.stone}"/>${windowGrid(276, G - 116, 5, 4, 24, 9, p.dark)}
<path d="M0,${G} H160 L120,300 H0Z M400,${G} H240 L280,300 H400Z" fill="${p.stoneShade}"/>
<path d="M150,${G - 30} Q200,${G - 66} 250,${G - 30} V${G - 22} Q200,${G - 54} 150,${G - 22}Z" fill="${p.stone}"/><path d="M150,${G - 30} Q200,${G - 66} 250,${G - 30}" stroke="${p.dark}" stroke-width="1.5" fill="none"/>
<path d="M180,${G + 44} q20,8 44,-2 l10,-8 q-28,10 -54,10z" fill="${p.dark}"/><path d="M222,${G + 38} v-34" stroke="${p.dark}" stroke-width="1.6"/>`;

const bridge: KindDrawing = (p) =>
  `<rect x="0" y="${G - 60}" width="400" height="14" fill="${p.stone}"/><path d="M0,${G - 64} h400" stroke="${p.stoneShade}" stroke-width="3"/>
<path d="M0,${G - 46} H400 V${G + 10} H360 V${G - 6} A40,40 0 0 0 280,${G - 6} V${G + 10} H240 V${G - 6} A40,40 0 0 0 160,${G - 6} V${G + 10} H120 V${G - 6} A40,40 0 0 0 40,${G - 6} V${G + 10} H0Z" fill="${p.stoneMid}"/>
<path d="M0,${G - 72} v8 M20,${G - 72} v8 M40,${G - 72} v8 M60,${G - 72} v8 M80,${G - 72} v8 M100,${G - 72} v8 M120,${G - 72} v8 M140,${G - 72} v8 M160,${G - 72} v8 M180,${G - 72} v8 M200,${G - 72} v8 M220,${G - 72} v8 M240,${G - 72} v8 M260,${G - 72} v8 M280,${G - 72} v8 M300,${G - 72} v8 M320,${G - 72} v8 M340,${G - 72} v8 M360,${G - 72} v8 M380,${G - 72} v8 M400,${G - 72} v8 M0,${G - 72} h400" stroke="${p.stoneShade}" stroke-width="1.5"/>
<path d="M40,${G + 10} A40,18 0 0 1 120,${G + 10} M160,${G + 10} A40,18 0 0 1 240,${G + 10} M280,${G + 10} A40,18 0 0 1 360,${G + 10}" stroke="${p.stoneMid}" stroke-width="2" fill="none" opacity="0.5"/>
<path d="M60,${G - 76} v-20 M340,${G - 76} v-20" stroke="${p.dark}" stroke-width="2"/><g fill="${p.sun}"><circle cx="60" cy="${G - 98}" r="4"/><circle cx="340" cy="${G - 98}" r="4"/></g>`;

export const WATER = { ghat, beach, seafront, lake, canal, bridge } satisfies Record<string, KindDrawing>;
