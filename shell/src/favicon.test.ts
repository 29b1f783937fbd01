import { describe, expect, it } from 'vitest';
import icon from '../public/favicon.ico?raw';
import svg from '../public/favicon.svg?raw';
import page from './index.html?raw';

/** The `href` of each `<link rel="icon">` of the page template. */
function iconLinks(html: string): (string | null)[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return [...document.querySelectorAll('link[rel="icon"]')].map((link) =>
    link.getAttribute('href'),
  );
}

// Files of public/ are copied to the root of dist/, which the game server serves as they are;
// the build links public/favicon.ico from the page by itself.
describe('favicon', () => {
  it('is linked from the page template as /favicon.svg', () => {
    expect(iconLinks(page)).toEqual(['/favicon.svg']);
  });

  it('ships /favicon.ico as an icon file holding one image', () => {
    const header = Array.from({ length: 6 }, (_, index) => icon.charCodeAt(index));
    // Reserved 0, type 1 (icon), one image; little-endian words.
    expect(header).toEqual([0, 0, 1, 0, 1, 0]);
  });

  it('ships /favicon.svg as an SVG image', () => {
    const image = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
    expect(image.nodeName).toBe('svg');
    expect(image.getAttribute('viewBox')).toBe('0 0 32 32');
  });
});
