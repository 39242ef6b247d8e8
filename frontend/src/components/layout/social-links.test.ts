import { describe, expect, it } from 'vitest';
import { socialLink } from './social-links';

describe('a configured social profile URL', () => {
  it.each([
    ['https://www.instagram.com/yatra', 'Instagram'],
    ['https://x.com/yatra', 'X'],
    ['https://twitter.com/yatra', 'X'],
    ['https://in.linkedin.com/company/yatra', 'LinkedIn'],
    ['https://www.youtube.com/@yatra', 'YouTube'],
  ])('%s is named %s', (href, name) => {
    expect(socialLink(href)).toMatchObject({ name, href });
  });

  it('is named by its host when we have no glyph for its site', () => {
    expect(socialLink('https://www.threads.net/@yatra')).toMatchObject({ name: 'threads.net' });
  });

  it('is not taken for a site whose name it only ends with', () => {
    expect(socialLink('https://notinstagram.com/yatra').name).toBe('notinstagram.com');
  });
});
