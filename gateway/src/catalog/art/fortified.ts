/** Strongholds and seats of power: a fort, a palace, a city gate, a tower and ruins. */
import type { KindDrawing } from './kind-drawing.js';
import { GROUND_Y as G } from './scene.js';
import { arches, chhatri, dome, flag, merlons, n } from './shapes.js';

/** A round bastion with merlons on its top. */
const bastion = (x: number, w: number, h: number, fill: string, top: string) =>
  `<path d="M${x - w / 2},${G} V${G - h} H${x + w / 2} V${G}Z" fill="${fill}"/><rect x="${x - w / 2 - 2}" y="${G - h - 2}" width="${w + 4}" height="4" fill="${top}"/>${merlons(x - w / 2, G - h - 2, w, 4, top)}`;

const fort: KindDrawing = (p) =>
  `<path d="M40,${G} C80,${G - 40} 320,${G - 40} 360,${G}Z" fill="${p.hillNear}"/>
<rect x="80" y="${G - 90}" width="240" height="60" fill="${p.stoneMid}"/>${merlons(80, G - 90, 240, 5, p.stoneShade)}
<rect x="130" y="${G - 130}" width="120" height="42" fill="${p.stone}"/>${merlons(130, G - 130, 120, 4, p.stoneMid)}
${arches(144, G - 96, 5, 20, 10, 16, p.dark)}
${bastion(80, 34, 100, p.stone, p.stoneShade)}${bastion(320, 34, 100, p.stone, p.stoneShade)}${bastion(200, 40, 76, p.stone, p.stoneShade)}
<path d="M190,${G - 26} v-22 q10,-14 20,0 v22z" fill="${p.dark}"/>
<path d="M96,${G - 40} v-8 M110,${G - 60} v-8 M286,${G - 54} v-8 M300,${G - 40} v-8" stroke="${p.dark}" stroke-width="3"/>
${flag(320, G - 106, 20, p.dark, p.accent)}`;

const palace: KindDrawing = (p) => {
  const c = { stone: p.stone, mid: p.stoneMid, dark: p.dark };
  return `<rect x="70" y="${G - 84}" width="260" height="84" fill="${p.stone}"/><rect x="282" y="${G - 84}" width="48" height="84" fill="${p.stoneMid}"/>
<rect x="64" y="${G - 44}" width="272" height="4" fill="${p.stoneShade}"/><rect x="64" y="${G - 88}" width="272" height="5" fill="${p.stoneShade}"/>
${arches(82, G - 6, 9, 28, 16, 28, p.dark)}${arches(84, G - 52, 9, 28, 12, 22, p.dark)}
<rect x="150" y="${G - 128}" width="100" height="40" fill="${p.stone}"/>${arches(160, G - 94, 4, 22, 12, 20, p.dark)}<rect x="146" y="${G - 132}" width="108" height="5" fill="${p.stoneShade}"/>
${dome(200, G - 132, 44, 42, p.stone, p.gold)}${chhatri(160, G - 132, 20, c)}${chhatri(240, G - 132, 20, c)}
${chhatri(80, G - 88, 18, c)}${chhatri(126, G - 88, 16, c)}${chhatri(274, G - 88, 16, c)}${chhatri(320, G - 88, 18, c)}`;
};

const gate: KindDrawing = (p) =>
  `<rect x="40" y="${G - 60}" width="110" height="60" fill="${p.stoneMid}"/><rect x="250" y="${G - 60}" width="110" height="60" fill="${p.stoneMid}"/>
${merlons(40, G - 60, 110, 5, p.stoneShade)}${merlons(250, G - 60, 110, 5, p.stoneShade)}
<rect x="130" y="${G - 140}" width="140" height="140" fill="${p.stone}"/><rect x="240" y="${G - 140}" width="30" height="140" fill="${p.stoneMid}"/>
<path d="M164,${G} V${G - 70} Q164,${G - 110} 200,${G - 116} Q236,${G - 110} 236,${G - 70} V${G}Z" fill="${p.dark}"/>
<path d="M164,${G - 70} Q164,${G - 110} 200,${G - 116} Q236,${G - 110} 236,${G - 70}" stroke="${p.gold}" stroke-width="3" fill="none"/>
<rect x="124" y="${G - 146}" width="152" height="8" fill="${p.stoneShade}"/>${merlons(126, G - 146, 148, 6, p.stoneShade)}
<path d="M176,${G} V${G - 60} M188,${G} V${G - 66} M200,${G} V${G - 68} M212,${G} V${G - 66} M224,${G} V${G - 60}" stroke="${p.stoneShade}" stroke-width="1.5"/>
${flag(200, G - 152, 22, p.dark, p.accent)}`;

const tower: KindDrawing = (p) =>
  `<rect x="160" y="${G - 14}" width="80" height="14" fill="${p.stoneShade}"/><path d="M172,${G - 14} L180,${G - 150} H220 L228,${G - 14}Z" fill="${p.stone}"/>
<path d="M206,${G - 14} L212,${G - 150} H220 L228,${G - 14}Z" fill="${p.stoneMid}"/>
<rect x="174" y="${G - 178}" width="52" height="30" fill="${p.stone}"/><circle cx="200" cy="${G - 163}" r="11" fill="${p.sun}" stroke="${p.dark}" stroke-width="2"/>
<path d="M200,${G - 163} v-7 M200,${G - 163} h5" stroke="${p.dark}" stroke-width="1.6"/>
<path d="M170,${G - 178} L200,${G - 214} L230,${G - 178}Z" fill="${p.accent}"/><path d="M200,${G - 214} v-10" stroke="${p.dark}" stroke-width="2"/>
${arches(193, G - 14, 1, 0, 14, 26, p.dark)}<path d="M190,${G - 60} h20 M188,${G - 100} h24" stroke="${p.stoneShade}" stroke-width="3"/>
<rect x="195" y="${G - 92}" width="10" height="14" fill="${p.dark}"/><rect x="195" y="${G - 132}" width="10" height="14" fill="${p.dark}"/>`;

/** Broken columns and a half-fallen arch, with blocks lying in the grass. */
const ruins: KindDrawing = (p) => {
  const column = (x: number, h: number) =>
    `<rect x="${x}" y="${G - h}" width="16" height="${h}" fill="${p.stone}"/><rect x="${x + 11}" y="${G - h}" width="5" height="${h}" fill="${p.stoneMid}"/><path d="M${x - 3},${G - h} l4,-6 l5,4 l6,-7 l7,9Z" fill="${p.stone}"/>`;
  return `<path d="M60,${G} V${G - 90} H150 V${G}H132 V${G - 50} Q105,${G - 84} 78,${G - 50} V${G}Z" fill="${p.stoneMid}"/>
<path d="M150,${G - 90} l8,-10 l-4,22 l-4,10z" fill="${p.stoneMid}"/><path d="M60,${G - 90} h90" stroke="${p.stoneShade}" stroke-width="4"/>
${column(180, 110)}${column(214, 72)}${column(248, 128)}${column(282, 46)}
<rect x="176" y="${G - 124}" width="96" height="10" fill="${p.stoneShade}" transform="rotate(-4 224 ${G - 119})"/>
<path d="M300,${G} l6,-12 h22 l4,12z M320,${G} l4,-8 h12 l3,8z M160,${G} l3,-9 h14 l2,9z" fill="${p.stoneShade}"/>
<path d="M70,${G} q4,-10 8,0 M140,${G} q3,-8 6,0 M238,${G} q4,-10 8,0" stroke="${p.green}" stroke-width="2" fill="none"/>
<path d="M${n(192)},${G - 60} l6,6 M256,${G - 90} l-5,8" stroke="${p.stoneShade}" stroke-width="1.5"/>`;
};

export const FORTIFIED = { fort, palace, gate, tower, ruins } satisfies Record<string, KindDrawing>;
