import '@testing-library/jest-dom/vitest';
import { GOLD_COLOUR_HEX, INVALID_ITEM_TEXT, rarityColour } from '@idle/game-rules';
import { loadState, resetAll } from '@idle/test-fixtures';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Markup } from './Markup';

function renderMarkup(text: string) {
  return render(
    <p data-testid="line">
      <Markup text={text} />
    </p>,
  );
}

function line(): HTMLElement {
  return screen.getByTestId('line');
}

beforeEach(() => {
  resetAll();
  loadState();
});

afterEach(() => {
  cleanup();
  resetAll();
});

describe('Markup', () => {
  it('shows an item by name in its rarity colour', () => {
    renderMarkup('You found [item:troll_tooth].');
    expect(line()).toHaveTextContent('You found Troll Tooth.');
    expect(screen.getByText('Troll Tooth').closest('[data-item-id]')).toHaveStyle({
      color: rarityColour(3),
    });
  });

  it('draws gold and credits in the gold colour', () => {
    renderMarkup('[item:gold] and [item:credits]');
    for (const name of ['Gold', 'Credits']) {
      expect(screen.getByText(name).closest('[data-item-id]')).toHaveStyle({
        color: GOLD_COLOUR_HEX,
      });
    }
  });

  it('shows "[Invalid Item]" for an unknown id, an empty id and an Object key', () => {
    renderMarkup('[item:dragon_egg] [item:] [item:constructor] [item:__proto__]');
    expect(line()).toHaveTextContent(
      `${INVALID_ITEM_TEXT} ${INVALID_ITEM_TEXT} ${INVALID_ITEM_TEXT} ${INVALID_ITEM_TEXT}`,
    );
  });

  it('shows nobility rank names', () => {
    renderMarkup('Hero_1 became a [nobility:5] and then [nobility:27].');
    expect(line()).toHaveTextContent('Hero_1 became a Baron and then God.');
  });

  it('names jewels and trinkets in their rarity colour', () => {
    renderMarkup('[jewel:1:6] and [trinket:7:1]');
    expect(screen.getByText('Mythical Sapphire Jewel')).toHaveStyle({ color: rarityColour(6) });
    expect(screen.getByText('Celestial Battling Trinket')).toHaveStyle({
      color: rarityColour(7),
    });
  });

  it('makes urls links opening in a new tab, with http:// when missing', () => {
    renderMarkup('Guide: www.idle.test/guide and https://idle.test/rules.');
    const guide = screen.getByRole('link', { name: 'www.idle.test/guide' });
    expect(guide).toHaveAttribute('href', 'http://www.idle.test/guide');
    expect(guide).toHaveAttribute('target', '_blank');
    expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'https://idle.test/rules' })).toHaveAttribute(
      'href',
      'https://idle.test/rules',
    );
    expect(line()).toHaveTextContent('Guide: www.idle.test/guide and https://idle.test/rules.');
  });

  it('shows html as text and never creates its elements', () => {
    const hostile =
      '<script>window.hacked = true</script><img src=x onerror="window.hacked=true"><a href="javascript:alert(1)">x</a>';
    renderMarkup(hostile);
    expect(line()).toHaveTextContent(hostile);
    expect(line().querySelector('script, img, a')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('keeps a hostile url inside its href as text', () => {
    renderMarkup('https://idle.test/"><script>alert(1)</script>');
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', 'https://idle.test/');
    expect(line().querySelector('script')).toBeNull();
    expect(line()).toHaveTextContent('https://idle.test/"><script>alert(1)</script>');
  });

  it('marks item, jewel and trinket names with the tag shift-click pastes into the chat', () => {
    renderMarkup('[item:troll_tooth], [JEWEL:2:5], [trinket:4], [trinket:6:2] [nobility:3]');
    expect(screen.getByText('Troll Tooth').closest('[data-chat-link]')).toHaveAttribute(
      'data-chat-link',
      '[item:troll_tooth]',
    );
    expect(screen.getByText('Legendary Ruby Jewel')).toHaveAttribute(
      'data-chat-link',
      '[jewel:2:5]',
    );
    expect(screen.getByText('Epic Trinket')).toHaveAttribute('data-chat-link', '[trinket:4]');
    expect(screen.getByText('Mythical Gathering Trinket')).toHaveAttribute(
      'data-chat-link',
      '[trinket:6:2]',
    );
    expect(line().querySelectorAll('[data-chat-link]')).toHaveLength(4);
  });

  it('gives an unknown item no chat link', () => {
    renderMarkup('[item:dragon_egg]');
    expect(line().querySelector('[data-chat-link]')).toBeNull();
  });

  it('shows "[Invalid Item]" before the game data is loaded', () => {
    resetAll();
    renderMarkup('[item:gold]');
    expect(line()).toHaveTextContent(INVALID_ITEM_TEXT);
  });
});
