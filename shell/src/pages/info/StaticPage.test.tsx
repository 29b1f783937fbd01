import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import { answerNever, type FakeRequest, resetAll, useFakeApi } from '@idle/test-fixtures';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sanitizeStaticHtml } from './sanitize';
import { PIXEL, SAMPLE_STATIC_HTML } from './fixtures';
import { STATIC_PAGE_FAILED_TEXT, StaticPage } from './StaticPage';
import { collectErrors, renderAt } from './testing';

/** Set by the sample page's scripts and handlers if any of them ever ran. */
const probe = window as { __pwned?: boolean };

let notices: ReturnType<typeof collectErrors>;

beforeEach(() => {
  resetAll();
  delete probe.__pwned;
  notices = collectErrors();
});

afterEach(() => {
  notices.stop();
  cleanup();
  configureApi();
  resetAll();
});

function StaticRoute() {
  const { mod = '' } = useParams();
  return <StaticPage mod={mod} />;
}

function renderStaticRoute(mod: string) {
  const router = createMemoryRouter(
    [
      { path: '/load/:mod', element: <StaticRoute /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [`/load/${mod}`] },
  );
  const result = render(<RouterProvider router={router} />);
  return { router, ...result };
}

describe('sanitizeStaticHtml', () => {
  it('removes scripts, event handlers, javascript: links, styles, forms and frames', () => {
    const clean = sanitizeStaticHtml(SAMPLE_STATIC_HTML);
    expect(clean).not.toMatch(/<script/i);
    expect(clean).not.toMatch(/__pwned/);
    expect(clean).not.toMatch(/onerror/i);
    expect(clean).not.toMatch(/onclick/i);
    expect(clean).not.toMatch(/javascript:/i);
    expect(clean).not.toMatch(/style=/i);
    expect(clean).not.toMatch(/<form|<input|<iframe/i);
    // What a page is made of stays.
    expect(clean).toMatch(/<h2>Game Rules<\/h2>/);
    expect(clean).toContain(`<img src="${PIXEL}" alt="Rules banner">`);
    expect(clean).toMatch(/<li>See the <a href="\/load\/privacy">Privacy Policy<\/a>/);
  });

  it('opens links leaving the game in a new tab without access to the game', () => {
    const clean = sanitizeStaticHtml('<a href="https://guide.idle.test/" target="_self">Guide</a>');
    expect(clean).toBe(
      '<a href="https://guide.idle.test/" target="_blank" rel="noopener noreferrer">Guide</a>',
    );
  });

  it('keeps links to the game in the game', () => {
    expect(sanitizeStaticHtml('<a href="/load/privacy" target="_blank">Privacy</a>')).toBe(
      '<a href="/load/privacy">Privacy</a>',
    );
    // A protocol-relative address leaves the site: it is external.
    expect(sanitizeStaticHtml('<a href="//evil.test/">x</a>')).toBe(
      '<a href="//evil.test/" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('StaticPage', () => {
  it('shows a loading state while the page is on its way', () => {
    useFakeApi({ 'loadhtml.php': answerNever });
    renderAt(<StaticPage mod="rules" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the page...');
  });

  it('asks for the page by name and shows only its sanitized HTML', async () => {
    const fetch = useFakeApi({ 'loadhtml.php?mod=rules': SAMPLE_STATIC_HTML });
    const { container } = renderAt(<StaticPage mod="rules" />);
    expect(await screen.findByRole('heading', { name: 'Game Rules' })).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      method: 'GET',
      path: 'loadhtml.php',
      params: { mod: 'rules' },
    });
    expect(screen.getByText(/Play fair\./)).toHaveTextContent('Play fair. Be kind.');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror], [onclick], [style]')).toBeNull();
    expect(container.querySelector('form, input, iframe')).toBeNull();
    expect(screen.getByRole('img', { name: 'Rules banner' })).not.toHaveAttribute('onerror');
    // A javascript: link keeps its text and loses its address.
    expect(screen.getByText('Click me')).not.toHaveAttribute('href');
    expect(probe.__pwned).toBeUndefined();
    expect(screen.getByRole('link', { name: 'guide' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(screen.getByRole('link', { name: 'guide' })).toHaveAttribute('target', '_blank');
  });

  it('follows a link to a game path inside the in-memory router', async () => {
    const fetch = useFakeApi({
      'loadhtml.php': (request: FakeRequest) =>
        request.params.mod === 'privacy' ? '<h2>Privacy Policy</h2>' : SAMPLE_STATIC_HTML,
    });
    const { router } = renderStaticRoute('rules');
    await userEvent.click(await screen.findByRole('link', { name: 'Privacy Policy' }));
    expect(router.state.location.pathname).toBe('/load/privacy');
    // Another page name: the page is asked for again.
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(fetch.calls.map((call) => call.params.mod)).toEqual(['rules', 'privacy']);
  });

  it("asks for the Beginner's Guide and follows its links inside the game", async () => {
    const fetch = useFakeApi({
      'loadhtml.php?mod=beginners_guide':
        '<h2>Beginner\'s Guide</h2><p>Pick a monster on the <a href="/areas">Areas</a> page.</p>',
    });
    const { router } = renderStaticRoute('beginners_guide');
    expect(await screen.findByRole('heading', { name: "Beginner's Guide" })).toBeInTheDocument();
    expect(fetch.calls.map((call) => call.params.mod)).toEqual(['beginners_guide']);
    await userEvent.click(screen.getByRole('link', { name: 'Areas' }));
    expect(router.state.location.pathname).toBe('/areas');
    expect(notices.errors).toEqual([]);
  });

  it("shows the server's refusal once, its own words with Retry, and loads again on Retry", async () => {
    let fail = true;
    const fetch = useFakeApi({
      'loadhtml.php': () =>
        fail ? { error: 'mod must be one of: rules, privacy' } : '<h2>Game Rules</h2>',
    });
    renderAt(<StaticPage mod="rules" />);
    // The refusal shows once, as the request layer's notification; the page says it in its words.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(STATIC_PAGE_FAILED_TEXT);
    expect(alert).not.toHaveTextContent('mod must be one of');
    expect(notices.errors).toEqual(['mod must be one of: rules, privacy']);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Game Rules' })).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(2);
  });

  it('asks nothing for a page name the server has no page for, and says it could not load', async () => {
    const fetch = useFakeApi({ 'loadhtml.php': '<h2>Game Rules</h2>' });
    renderAt(<StaticPage mod="nothing" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(STATIC_PAGE_FAILED_TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STATIC_PAGE_FAILED_TEXT);
    expect(screen.queryByRole('heading', { name: 'Game Rules' })).toBeNull();
    expect(fetch.calls).toEqual([]);
  });

  it('shows an error state when the answer is not a page', async () => {
    useFakeApi({ 'loadhtml.php': { html: '<p>x</p>' } });
    renderAt(<StaticPage mod="rules" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(STATIC_PAGE_FAILED_TEXT);
  });
});
