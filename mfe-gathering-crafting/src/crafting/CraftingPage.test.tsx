import '@testing-library/jest-dom/vitest';
import { $skills } from '@idle/state';
import { loadState, resetAll } from '@idle/test-fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CraftingPage, NO_CRAFTING_SKILLS_TEXT } from './CraftingPage';
import { craftingInitialData, newPlayerInitialData } from './fixtures';
import { definition } from './test-helpers';

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/crafting', element: <CraftingPage /> },
      { path: '/runecrafting_home', element: <p>Rune list</p> },
      { path: '/jewelcrafting_home', element: <p>Gem list</p> },
      { path: '/alchemy_home', element: <p>Potion list</p> },
    ],
    { initialEntries: ['/crafting'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function card(name: string): HTMLElement {
  const link = screen.getByRole('link', { name });
  const item = link.closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return item;
}

function bonus(): HTMLElement {
  return screen.getByRole('region', { name: 'Crafting action bonus' });
}

beforeEach(() => {
  resetAll();
  loadState(craftingInitialData());
});

afterEach(() => {
  cleanup();
  resetAll();
});

describe('CraftingPage states', () => {
  it('shows a loading state until the game state is loaded', () => {
    resetAll();
    renderPage();
    expect(screen.getByRole('heading', { name: 'Crafting', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your crafting skills...');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows an empty state when no crafting skill is known', () => {
    $skills.set({ battling: { level: 3, exp: 0, expStart: 0, expToLevel: 10 } });
    renderPage();
    expect(screen.getByText(NO_CRAFTING_SKILLS_TEXT)).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows every crafting skill with its link and the player level', () => {
    renderPage();
    const list = screen.getByRole('list', { name: 'Crafting skills' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Runecrafting', '/runecrafting_home'],
      ['Jewelcrafting', '/jewelcrafting_home'],
      ['Gem creation', '/jewelcrafting_home'],
      ['Alchemy', '/alchemy_home'],
    ]);
    expect(within(card('Runecrafting')).getByText('Level 10')).toBeVisible();
    expect(within(card('Jewelcrafting')).getByText('Level 30')).toBeVisible();
    expect(within(card('Gem creation')).getByText('Level 30')).toBeVisible();
    expect(within(card('Alchemy')).getByText('Level 40')).toBeVisible();
  });

  it('shows what the crafting action bonus grants and that it is active', () => {
    renderPage();
    expect(definition(bonus(), 'Grants')).toBe('-0.5 s action timer, +25% exp');
    expect(definition(bonus(), 'Status')).toBe('Active');
  });

  it('shows a new player: level 1 everywhere, the bonus inactive', () => {
    loadState(newPlayerInitialData());
    renderPage();
    for (const name of ['Runecrafting', 'Jewelcrafting', 'Gem creation', 'Alchemy']) {
      expect(within(card(name)).getByText('Level 1')).toBeVisible();
    }
    expect(definition(bonus(), 'Status')).toBe('Inactive');
  });
});

describe('CraftingPage links', () => {
  it.each([
    ['Runecrafting', '/runecrafting_home', 'Rune list'],
    ['Jewelcrafting', '/jewelcrafting_home', 'Gem list'],
    ['Gem creation', '/jewelcrafting_home', 'Gem list'],
    ['Alchemy', '/alchemy_home', 'Potion list'],
  ])('%s opens %s', async (name, path, text) => {
    const router = renderPage();
    await userEvent.click(screen.getByRole('link', { name }));
    expect(router.state.location.pathname).toBe(path);
    expect(await screen.findByText(text)).toBeVisible();
  });
});
