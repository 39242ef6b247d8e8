/** For the pictures' tests: a drawn SVG must parse in every browser, and the repo has no XML parser. */

/** A small XML check (the repo has no parser): tags nest and close, attribute quotes pair up. */
export function wellFormedProblem(svg: string): string | null {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let end = 0;
  for (let m = tag.exec(svg); m !== null; m = tag.exec(svg)) {
    const between = svg.slice(end, m.index);
    if (/[<>]/.test(between)) return `stray bracket before ${m[0].slice(0, 40)}`;
    end = m.index + m[0].length;
    const [, closing, name = '', , selfClosing] = m;
    if (closing) {
      if (stack.pop() !== name) return `</${name}> closes nothing open`;
    } else if (!selfClosing) stack.push(name);
  }
  if (/[<>]/.test(svg.slice(end))) return 'stray bracket at the end';
  return stack.length === 0 ? null : `<${stack.join('> <')}> left open`;
}
