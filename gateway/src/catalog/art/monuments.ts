/** Things built to be looked at: skyscrapers, a monument, a statue, a fountain and an observatory. */
import type { KindDrawing } from './kind-drawing.js';
import { GROUND_Y as G } from './scene.js';
import { roundDome, tree, windowGrid } from './shapes.js';

const skyscraper: KindDrawing = (p) =>
  `<rect x="80" y="${G - 110}" width="50" height="110" fill="${p.stoneMid}"/>${windowGrid(86, G - 102, 4, 9, 11, 6, p.stone)}
<rect x="270" y="${G - 130}" width="56" height="130" fill="${p.stoneMid}"/>${windowGrid(277, G - 122, 4, 11, 12, 6, p.stone)}
<path d="M150,${G} V${G - 176} L182,${G - 196} L214,${G - 176} V${G}Z" fill="${p.stoneShade}"/><path d="M182,${G - 196} V${G} H214 V${G - 176}Z" fill="${p.dark}" opacity="0.35"/>
${windowGrid(156, G - 168, 5, 15, 11, 5, p.sun)}<path d="M182,${G - 196} v-24" stroke="${p.dark}" stroke-width="2"/>
<rect x="224" y="${G - 150}" width="40" height="150" fill="${p.stone}"/><path d="M224,${G - 150} l20,-16 l20,16z" fill="${p.stoneMid}"/>
<path d="M230,${G - 140} V${G} M238,${G - 140} V${G} M246,${G - 140} V${G} M254,${G - 140} V${G}" stroke="${p.stoneShade}" stroke-width="2"/>`;

/** An obelisk on a stepped base, with lamps either side. */
const monument: KindDrawing = (p) =>
  `<rect x="130" y="${G - 10}" width="140" height="10" fill="${p.stoneShade}"/><rect x="146" y="${G - 20}" width="108" height="10" fill="${p.stoneMid}"/><rect x="164" y="${G - 44}" width="72" height="24" fill="${p.stone}"/>
<path d="M184,${G - 44} L190,${G - 186} L200,${G - 200} L210,${G - 186} L216,${G - 44}Z" fill="${p.stone}"/><path d="M200,${G - 200} L210,${G - 186} L216,${G - 44} H200Z" fill="${p.stoneMid}"/>
<rect x="184" y="${G - 36}" width="32" height="10" fill="${p.stoneShade}"/>
<path d="M110,${G} v-40 M290,${G} v-40" stroke="${p.dark}" stroke-width="2.5"/><circle cx="110" cy="${G - 44}" r="5" fill="${p.sun}"/><circle cx="290" cy="${G - 44}" r="5" fill="${p.sun}"/>`;

/** A standing figure with a raised arm, on a tall pedestal. */
const statue: KindDrawing = (p) =>
  `<rect x="160" y="${G - 12}" width="80" height="12" fill="${p.stoneShade}"/><rect x="172" y="${G - 70}" width="56" height="58" fill="${p.stone}"/><rect x="168" y="${G - 74}" width="64" height="6" fill="${p.stoneMid}"/>
<rect x="184" y="${G - 50}" width="32" height="16" fill="${p.stoneMid}"/>
<path d="M186,${G - 74} L190,${G - 130} Q200,${G - 138} 210,${G - 130} L214,${G - 74}Z" fill="${p.greenDark}"/>
<path d="M207,${G - 128} L222,${G - 172}" stroke="${p.greenDark}" stroke-width="7" stroke-linecap="round"/><path d="M193,${G - 126} L182,${G - 96}" stroke="${p.greenDark}" stroke-width="6" stroke-linecap="round"/>
<circle cx="200" cy="${G - 145}" r="10" fill="${p.greenDark}"/><path d="M222,${G - 174} l-3,-10 h6z" fill="${p.gold}"/>
${tree(100, G, 22, p.green, p.dark)}${tree(300, G, 22, p.green, p.dark)}`;

const fountain: KindDrawing = (p) =>
  `<ellipse cx="200" cy="${G - 4}" rx="120" ry="16" fill="${p.stoneShade}"/><ellipse cx="200" cy="${G - 8}" rx="110" ry="12" fill="${p.water[0]}"/>
<path d="M90,${G - 8} v10 a110,14 0 0 0 220,0 v-10 a110,12 0 0 1 -220,0z" fill="${p.stone}"/>
<rect x="190" y="${G - 60}" width="20" height="52" fill="${p.stoneMid}"/><ellipse cx="200" cy="${G - 60}" rx="40" ry="8" fill="${p.stone}"/><ellipse cx="200" cy="${G - 92}" rx="20" ry="5" fill="${p.stone}"/><rect x="196" y="${G - 92}" width="8" height="32" fill="${p.stoneMid}"/>
<g stroke="${p.water[0]}" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.9"><path d="M200,${G - 96} v-40 M200,${G - 132} q-30,-10 -40,28 M200,${G - 132} q30,-10 40,28 M180,${G - 62} q-30,0 -50,46 M220,${G - 62} q30,0 50,46"/></g>
<g fill="${p.sun}"><circle cx="160" cy="${G - 100}" r="2"/><circle cx="240" cy="${G - 100}" r="2"/><circle cx="132" cy="${G - 20}" r="2"/><circle cx="268" cy="${G - 20}" r="2"/></g>`;

/** A domed telescope house with its slit open, and a great sundial's gnomon beside it. */
const observatory: KindDrawing = (p) =>
  `<path d="M60,${G} L160,${G - 110} V${G}Z" fill="${p.stoneMid}"/><path d="M70,${G - 6} L150,${G - 96}" stroke="${p.stoneShade}" stroke-width="2" stroke-dasharray="5 4"/>
<path d="M40,${G} a60,20 0 0 1 130,0z" fill="${p.stoneShade}" opacity="0.7"/>
<rect x="210" y="${G - 70}" width="110" height="70" fill="${p.stone}"/>${roundDome(265, G - 70, 118, 58, p.stoneMid)}
<path d="M258,${G - 70} V${G - 126} A58,58 0 0 1 272,${G - 126} V${G - 70}Z" fill="${p.dark}"/><path d="M265,${G - 96} l30,-40" stroke="${p.stoneShade}" stroke-width="6"/>
<rect x="252" y="${G - 40}" width="26" height="40" fill="${p.dark}"/><rect x="224" y="${G - 54}" width="14" height="14" fill="${p.dark}"/><rect x="292" y="${G - 54}" width="14" height="14" fill="${p.dark}"/>
<g fill="${p.sun}"><circle cx="330" cy="40" r="1.5"/><circle cx="350" cy="60" r="1.2"/><circle cx="310" cy="30" r="1.2"/></g>`;

export const MONUMENTS = { skyscraper, monument, statue, fountain, observatory } satisfies Record<
  string,
  KindDrawing
>;
