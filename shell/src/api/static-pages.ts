/** The server's static pages (`loadhtml.php?mod=`: rules, privacy, the beginner's guide). */
import { useQuery, type ServerData } from '@idle/api-client';
import { ENDPOINTS, STATIC_PAGES, type StaticPage } from '@idle/contracts';
import { useMemo } from 'react';
import { whenReady } from './when-ready';

function isStaticPage(name: string): name is StaticPage {
  return (STATIC_PAGES as readonly string[]).includes(name);
}

/** Checked all the same: the HTML goes into the page. */
function htmlOf(answer: unknown): string {
  if (typeof answer !== 'string') throw new Error('not a page');
  return answer;
}

/**
 * The HTML of the page named `mod`. A name the server has no page for is not asked for: it is a
 * failed load, as is an answer that is not HTML, with `failedText`.
 */
export function useStaticPage(mod: string, failedText: string): ServerData<string> {
  const known = isStaticPage(mod);
  const { state, reload } = useQuery(ENDPOINTS.pages[known ? mod : 'rules'], undefined, {
    enabled: known,
    failedText,
  });
  const shown = useMemo(() => whenReady(state, htmlOf, failedText), [state, failedText]);
  if (!known) return { state: { status: 'error', message: failedText }, reload: () => undefined };
  return { state: shown, reload };
}
