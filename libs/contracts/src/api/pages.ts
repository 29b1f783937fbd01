/** The static pages (loadhtml.php). */

/**
 * Static pages served by `loadhtml.php?mod=` (footer links /load/rules and /load/privacy; the
 * Beginner's Guide at /load/beginners_guide).
 */
export const STATIC_PAGES = ['rules', 'privacy', 'beginners_guide'] as const;

export type StaticPage = (typeof STATIC_PAGES)[number];
