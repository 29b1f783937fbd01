/**
 * /load/{mod} (spec 001 sections 2 and 7): a static page of the server (`loadhtml.php?mod=`,
 * e.g. the footer's Rules and Privacy). Its HTML is sanitized before it is shown; only the
 * sanitized HTML is put in the page. Links to the game's own paths stay inside the in-memory
 * router; other links open in a new tab with no access to the game.
 */
import type { LoadState } from '@idle/api-client';
import { LoadError, LoadingState } from '@idle/ui';
import { type MouseEvent, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useStaticPage } from '../../api';
import styles from './InfoPages.module.css';
import pageStyles from '../page.module.css';
import { isInternalPath, sanitizeStaticHtml } from './sanitize';

export const STATIC_PAGE_FAILED_TEXT = 'This page could not be loaded.';

export interface StaticPageViewProps {
  /** The page's HTML as the server sent it; it is sanitized here. */
  state: LoadState<string>;
  onRetry: () => void;
  /** Follows a link to a path of the game. */
  onNavigate: (path: string) => void;
}

function SanitizedHtml({ html, onNavigate }: { html: string; onNavigate: (path: string) => void }) {
  const clean = useMemo(() => sanitizeStaticHtml(html), [html]);
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target;
    if (!(target instanceof Element)) return;
    const link = target.closest('a');
    const href = link?.getAttribute('href');
    if (href === null || href === undefined || !isInternalPath(href)) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    // Clicks on the page's links bubble here; the links themselves stay keyboard-operable.
    <div
      className={styles.staticContent}
      onClick={followInternalLink}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

/** What /load/{mod} shows: loading, error with Retry, or the sanitized page. */
export function StaticPageView({ state, onRetry, onNavigate }: StaticPageViewProps) {
  if (state.status === 'ready') {
    return (
      <article className={pageStyles.page}>
        <SanitizedHtml html={state.data} onNavigate={onNavigate} />
      </article>
    );
  }
  return (
    <section className={pageStyles.page}>
      {state.status === 'loading' ? (
        <LoadingState label="Loading the page..." />
      ) : (
        <LoadError message={STATIC_PAGE_FAILED_TEXT} onRetry={onRetry} />
      )}
    </section>
  );
}

export interface StaticPageProps {
  /** The page's name, from the route (`rules`, `privacy`). */
  mod: string;
}

/**
 * /load/{mod}: loads the page (again when `mod` changes, and on Retry). A name the server has no
 * page for is not asked for: it shows the failed text.
 */
export function StaticPage({ mod }: StaticPageProps) {
  const navigate = useNavigate();
  const { state, reload: retry } = useStaticPage(mod, STATIC_PAGE_FAILED_TEXT);
  return (
    <StaticPageView state={state} onRetry={retry} onNavigate={(path) => void navigate(path)} />
  );
}
