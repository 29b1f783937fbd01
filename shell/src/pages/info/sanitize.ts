/**
 * Static pages (`loadhtml.php`) are HTML from the server: they are cleaned with DOMPurify before
 * they are shown, keeping text markup only (no scripts, event handlers, styles, forms, frames or
 * `javascript:` links). Links leaving the game open in a new tab without access to this one.
 */
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/** Elements a text page has no use for, even where DOMPurify would keep them. */
const FORBIDDEN_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
];
/** Inline styles could hide or dress up content; ids could collide with the game's. */
const FORBIDDEN_ATTRIBUTES = ['style', 'id', 'name', 'srcset'];

let purifier: Purifier | null = null;

/** A page-local DOMPurify (its hooks do not reach other users of the library). */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    if (href === null) return;
    if (isInternalPath(href)) {
      node.removeAttribute('target');
      return;
    }
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = instance;
  return instance;
}

/** A path of the game itself ("/load/privacy"), followed inside the in-memory router. */
export function isInternalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
}

/** The HTML that may be shown of `html`. */
export function sanitizeStaticHtml(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
  });
}
