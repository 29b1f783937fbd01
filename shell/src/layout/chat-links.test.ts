import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForChatLinks } from './chat-links';

let links: BusEvents['chatLink'][];
const onLink = (event: BusEvents['chatLink']) => links.push(event);
let stopListening: () => void;

beforeEach(() => {
  links = [];
  bus.on('chatLink', onLink);
  document.body.innerHTML = `
    <a href="#market" id="link" data-chat-link="[item:iron_bar]"><span id="inner">Iron Bar</span></a>
    <span id="jewel" data-chat-link="[jewel:2:5]">Legendary Ruby Jewel</span>
    <span id="plain">Gold</span>`;
  stopListening = listenForChatLinks();
});

afterEach(() => {
  stopListening();
  bus.off('chatLink', onLink);
  document.body.innerHTML = '';
});

function click(id: string, shiftKey: boolean): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, shiftKey });
  document.getElementById(id)?.dispatchEvent(event);
  return event;
}

describe('shift-click chat links', () => {
  it("sends the tag of the clicked name's closest chat link and cancels the click", () => {
    const ownClick = vi.fn();
    document.getElementById('link')?.addEventListener('click', ownClick);
    const event = click('inner', true);
    expect(links).toEqual([{ tag: '[item:iron_bar]' }]);
    expect(event.defaultPrevented).toBe(true);
    expect(ownClick).not.toHaveBeenCalled();
    click('jewel', true);
    expect(links).toEqual([{ tag: '[item:iron_bar]' }, { tag: '[jewel:2:5]' }]);
  });

  it('leaves a click without shift, and a shift-click elsewhere, alone', () => {
    const ownClick = vi.fn();
    document.getElementById('link')?.addEventListener('click', ownClick);
    expect(click('inner', false).defaultPrevented).toBe(false);
    expect(click('plain', true).defaultPrevented).toBe(false);
    expect(ownClick).toHaveBeenCalledTimes(1);
    expect(links).toEqual([]);
  });

  it('stops listening when told to', () => {
    stopListening();
    expect(click('jewel', true).defaultPrevented).toBe(false);
    expect(links).toEqual([]);
  });
});
