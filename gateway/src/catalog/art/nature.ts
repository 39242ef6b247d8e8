/** Places that are mostly land and trees: a hill, a forest, a garden and a cave. */
import type { KindDrawing } from './kind-drawing.js';
import { GROUND_Y as G } from './scene.js';
import { cypress, n, tree } from './shapes.js';

/** A conifer: three stacked triangles on a short trunk. */
const pine = (x: number, h: number, fill: string, trunk: string) =>
  `<rect x="${n(x - 2)}" y="${n(G - h * 0.2)}" width="4" height="${n(h * 0.2)}" fill="${trunk}"/>${[0, 1, 2]
    .map((i) => {
      const b = G - h * (0.15 + i * 0.25);
      const w = h * (0.36 - i * 0.08);
      return `<path d="M${n(x - w)},${n(b)} L${x},${n(b - h * 0.42)} L${n(x + w)},${n(b)}Z" fill="${fill}"/>`;
    })
    .join('')}`;

/** A big green hill, a path winding up it, and a lookout pavilion and flag on top. */
const hill: KindDrawing = (p) =>
  `<path d="M20,${G} C90,${G - 40} 140,${G - 150} 210,${G - 156} C270,${G - 150} 330,${G - 50} 390,${G}Z" fill="${p.green}"/>
<path d="M210,${G - 156} C270,${G - 150} 330,${G - 50} 390,${G} H300 C290,${G - 60} 250,${G - 120} 210,${G - 156}Z" fill="${p.greenDark}" opacity="0.5"/>
<path d="M120,${G} C170,${G - 20} 240,${G - 40} 180,${G - 70} C140,${G - 90} 230,${G - 110} 206,${G - 150}" stroke="${p.stone}" stroke-width="3" fill="none" stroke-dasharray="6 3"/>
<rect x="198" y="${G - 168}" width="20" height="12" fill="${p.stone}"/><path d="M194,${G - 168} l14,-10 l14,10z" fill="${p.accent}"/><path d="M232,${G - 158} v-26" stroke="${p.dark}" stroke-width="1.5"/><path d="M232,${G - 184} l12,4 l-12,4z" fill="${p.accent}"/>
${pine(80, 40, p.greenDark, p.dark)}${pine(330, 46, p.greenDark, p.dark)}${pine(350, 34, p.greenDark, p.dark)}`;

const forest: KindDrawing = (p) =>
  `${pine(60, 110, p.greenDark, p.dark)}${pine(110, 150, p.green, p.dark)}${pine(160, 120, p.greenDark, p.dark)}${pine(210, 170, p.green, p.dark)}${pine(262, 130, p.greenDark, p.dark)}${pine(310, 156, p.green, p.dark)}${pine(352, 112, p.greenDark, p.dark)}
${tree(136, G, 24, p.green, p.dark)}${tree(286, G, 22, p.green, p.dark)}
<path d="M180,${G} q20,-16 40,0" stroke="${p.stoneShade}" stroke-width="4" fill="none"/><path d="M92,${G} l6,-10 l6,10z" fill="${p.accent}"/>`;

/** A formal garden: a path to the vanishing point between clipped hedges, flower beds and trees. */
const garden: KindDrawing = (p) =>
  `${cypress(60, G, 80, p.greenDark)}${cypress(100, G, 96, p.greenDark)}${cypress(300, G, 96, p.greenDark)}${cypress(340, G, 80, p.greenDark)}
${tree(150, G - 4, 26, p.green, p.dark)}${tree(250, G - 4, 26, p.green, p.dark)}
<path d="M170,${G - 20} h60 v6 h-60z" fill="${p.greenDark}"/><path d="M120,${G} q40,-24 80,-26 q40,2 80,26z" fill="${p.green}"/>
<path d="M186,${G - 20} L140,300 H260 L214,${G - 20}Z" fill="${p.stone}"/>
<path d="M60,${G + 6} h120 l-20,24 h-110z M340,${G + 6} h-120 l20,24 h110z" fill="${p.greenDark}"/>
<g fill="${p.accent}"><circle cx="80" cy="${G + 12}" r="3"/><circle cx="100" cy="${G + 18}" r="3"/><circle cx="130" cy="${G + 12}" r="3"/><circle cx="150" cy="${G + 20}" r="3"/><circle cx="250" cy="${G + 12}" r="3"/><circle cx="280" cy="${G + 20}" r="3"/><circle cx="310" cy="${G + 12}" r="3"/></g>
<g fill="${p.gold}"><circle cx="90" cy="${G + 24}" r="3"/><circle cx="120" cy="${G + 20}" r="3"/><circle cx="270" cy="${G + 14}" r="3"/><circle cx="300" cy="${G + 22}" r="3"/></g>`;

/** A rock face with a dark mouth, carved pillars inside it and steps leading up. */
const cave: KindDrawing = (p) =>
  `<path d="M40,${G} C50,${G - 80} 100,${G - 150} 190,${G - 160} C280,${G - 160} 350,${G - 90} 370,${G}Z" fill="${p.stoneShade}"/>
<path d="M70,${G - 60} C110,${G - 120} 160,${G - 140} 210,${G - 138}" stroke="${p.stoneMid}" stroke-width="4" fill="none"/><path d="M280,${G - 110} C300,${G - 80} 330,${G - 50} 340,${G - 20}" stroke="${p.dark}" stroke-width="3" fill="none" opacity="0.4"/>
<path d="M130,${G - 20} C130,${G - 90} 270,${G - 90} 270,${G - 20}Z" fill="${p.dark}"/>
<path d="M160,${G - 20} V${G - 66} M186,${G - 20} V${G - 76} M214,${G - 20} V${G - 76} M240,${G - 20} V${G - 66}" stroke="${p.stoneMid}" stroke-width="6"/>
<rect x="120" y="${G - 20}" width="160" height="7" fill="${p.stoneMid}"/><rect x="110" y="${G - 13}" width="180" height="7" fill="${p.stone}"/><rect x="100" y="${G - 6}" width="200" height="6" fill="${p.stoneMid}"/>
<path d="M90,${G - 130} q10,-14 24,-6 M300,${G - 120} q14,-10 24,2" stroke="${p.green}" stroke-width="5" fill="none" stroke-linecap="round"/>`;

export const NATURE = { hill, forest, garden, cave } satisfies Record<string, KindDrawing>;
