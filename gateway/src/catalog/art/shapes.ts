/**
 * Small pieces the kind drawings are made of, so a dome or a crenellated wall looks the same in
 * every picture. Each returns SVG markup; x is a centre unless it says otherwise, y a base.
 */

/** Coordinates rounded to a tenth: shorter markup, no 0.30000000000000004. */
export const n = (v: number) => Math.round(v * 10) / 10;

/** An onion dome of width w rising h above its base at (cx, y), with a finial. */
export function dome(cx: number, y: number, w: number, h: number, fill: string, finial: string): string {
  const r = w / 2;
  return `<path d="M${n(cx - r)},${y} C${n(cx - r * 1.25)},${n(y - h * 0.55)} ${n(cx - r * 0.3)},${n(y - h * 0.75)} ${cx},${n(y - h)} C${n(cx + r * 0.3)},${n(y - h * 0.75)} ${n(cx + r * 1.25)},${n(y - h * 0.55)} ${n(cx + r)},${y}Z" fill="${fill}"/><path d="M${cx},${n(y - h)} v${n(-h * 0.22)}" stroke="${finial}" stroke-width="${n(Math.max(1, w / 18))}"/>`;
}

/** A round dome (a half ellipse) of width w and height h. */
export const roundDome = (cx: number, y: number, w: number, h: number, fill: string) =>
  `<path d="M${n(cx - w / 2)},${y} A${n(w / 2)},${h} 0 0 1 ${n(cx + w / 2)},${y}Z" fill="${fill}"/>`;

/** A small domed pavilion on four posts (a chhatri), base at y. */
export function chhatri(cx: number, y: number, w: number, p: { stone: string; mid: string; dark: string }) {
  const h = w * 0.7;
  return `<rect x="${n(cx - w / 2)}" y="${n(y - h)}" width="${w}" height="${n(h)}" fill="${p.stone}"/><rect x="${n(cx - w / 4)}" y="${n(y - h * 0.7)}" width="${n(w / 2)}" height="${n(h * 0.7)}" fill="${p.dark}" opacity="0.8"/><rect x="${n(cx - w * 0.62)}" y="${n(y - h - 2)}" width="${n(w * 1.24)}" height="2.5" fill="${p.mid}"/>${dome(cx, n(y - h - 2), w * 0.85, w * 0.7, p.stone, p.mid)}`;
}

/** Merlons along a wall top from x to x + w: the sign of a fortified wall. */
export function merlons(x: number, y: number, w: number, size: number, fill: string): string {
  let d = '';
  for (let i = x; i + size <= x + w + 0.1; i += size * 2) d += `M${n(i)},${y} v${-size} h${size} v${size}z `;
  return `<path d="${d.trim()}" fill="${fill}"/>`;
}

/** A row of pointed (Mughal) arched openings, left edges from x, every `gap`. */
export function arches(x: number, y: number, count: number, gap: number, w: number, h: number, fill: string) {
  let d = '';
  for (let i = 0; i < count; i++) {
    const l = x + i * gap;
    d += `M${n(l)},${y} v${n(-h * 0.6)} Q${n(l)},${n(y - h)} ${n(l + w / 2)},${n(y - h)} Q${n(l + w)},${n(y - h)} ${n(l + w)},${n(y - h * 0.6)} v${n(h * 0.6)}z `;
  }
  return `<path d="${d.trim()}" fill="${fill}"/>`;
}

/** A row of round-topped windows. */
export function roundWindows(
  x: number,
  y: number,
  count: number,
  gap: number,
  w: number,
  h: number,
  fill: string,
) {
  let d = '';
  for (let i = 0; i < count; i++) {
    const l = x + i * gap;
    d += `M${n(l)},${y} v${n(-h + w / 2)} a${n(w / 2)},${n(w / 2)} 0 0 1 ${w},0 v${n(h - w / 2)}z `;
  }
  return `<path d="${d.trim()}" fill="${fill}"/>`;
}

/** A grid of small square windows. */
export function windowGrid(
  x: number,
  y: number,
  cols: number,
  rows: number,
  step: number,
  size: number,
  fill: string,
) {
  let d = '';
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      d += `M${n(x + c * step)},${n(y + r * step)} h${size} v${size} h${-size}z `;
  return `<path d="${d.trim()}" fill="${fill}"/>`;
}

/** A round-crowned tree. */
export const tree = (x: number, y: number, r: number, fill: string, trunk: string) =>
  `<rect x="${n(x - r * 0.12)}" y="${n(y - r * 1.2)}" width="${n(r * 0.24)}" height="${n(r * 1.2)}" fill="${trunk}"/><ellipse cx="${x}" cy="${n(y - r * 1.6)}" rx="${r}" ry="${n(r * 0.9)}" fill="${fill}"/>`;

/** A cypress: tall, narrow, pointed. */
export const cypress = (x: number, y: number, h: number, fill: string) =>
  `<path d="M${n(x - h * 0.12)},${y} Q${n(x - h * 0.16)},${n(y - h * 0.6)} ${x},${n(y - h)} Q${n(x + h * 0.16)},${n(y - h * 0.6)} ${n(x + h * 0.12)},${y}Z" fill="${fill}"/>`;

/** A palm leaning a little, fronds fanned at its top. */
export function palm(x: number, y: number, h: number, trunk: string, leaves: string): string {
  const tx = x + h * 0.18;
  const ty = y - h;
  const frond = (dx: number, dy: number) =>
    `<path d="M${n(tx)},${n(ty)} q${n(dx * 0.5)},${n(dy - 10)} ${dx},${dy}" stroke="${leaves}" stroke-width="${n(h / 14)}" fill="none" stroke-linecap="round"/>`;
  return `<path d="M${x},${y} Q${n(x + h * 0.02)},${n(y - h * 0.6)} ${n(tx)},${n(ty)}" stroke="${trunk}" stroke-width="${n(h / 16)}" fill="none"/>${frond(-h * 0.45, h * 0.18)}${frond(-h * 0.3, h * 0.3)}${frond(h * 0.45, h * 0.2)}${frond(h * 0.3, h * 0.32)}${frond(h * 0.05, -h * 0.12)}`;
}

/** A pennant on a pole. */
export const flag = (x: number, y: number, h: number, pole: string, fill: string) =>
  `<path d="M${x},${y} v${-h}" stroke="${pole}" stroke-width="1.2"/><path d="M${x},${n(y - h)} l${n(h * 0.5)},${n(h * 0.15)} l${n(-h * 0.5)},${n(h * 0.15)}z" fill="${fill}"/>`;

/** A small boat seen from the side. */
export const boat = (x: number, y: number, w: number, hull: string) =>
  `<path d="M${n(x - w / 2)},${n(y - w * 0.18)} H${n(x + w / 2)} L${n(x + w * 0.35)},${y} H${n(x - w * 0.35)}Z" fill="${hull}"/>`;
