import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents, InitialData } from '@idle/contracts';
import { bus } from '@idle/events';
import { NO_BOSSES_ALIVE_TEXT } from '@idle/game-rules';
import {
  $active,
  $misc,
  $panels,
  $player,
  addToLog,
  beginAction,
  togglePanel,
  updateAction,
} from '@idle/state';
import {
  loadState,
  resetAll,
  sampleApiAnswers,
  sampleBosses,
  sampleInitialData,
  useFakeApi,
} from '@idle/test-fixtures';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $loopElsewhere } from '../action-loop/one-tab';
import { PanelColumn } from './PanelColumn';

function panel(title: string): HTMLElement {
  return screen.getByRole('region', { name: title });
}

function panelTitles(side: 'Left' | 'Right'): string[] {
  const column = screen.getByRole('complementary', { name: `${side} panels` });
  return within(column)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

/** The texts of the list items of a panel, each item's children joined by "|". */
/** The Attributes panel's fight chances, "label|value". */
function chanceTexts(): string[] {
  const list = within(panel('Attributes')).getByLabelText('Chances in fights');
  return Array.from(list.querySelectorAll('dt'), (term) =>
    [term.textContent.trim(), term.nextElementSibling?.textContent.trim() ?? ''].join('|'),
  );
}

function items(title: string): string[] {
  return Array.from(panel(title).querySelectorAll('li'), (li) =>
    Array.from(li.children, (child) => child.textContent.trim()).join('|'),
  );
}

function renderColumns() {
  return render(
    <>
      <PanelColumn side="left" />
      <PanelColumn side="right" />
    </>,
  );
}

beforeEach(() => {
  resetAll();
});

afterEach(() => {
  cleanup();
  configureApi();
  resetAll();
});

describe('PanelColumn', () => {
  it('shows the left and right panels whose rule allows them, in order', () => {
    loadState();
    renderColumns();
    expect(panelTitles('Left')).toEqual([
      'Attributes',
      'Masteries',
      'Skills',
      'Current Action',
      'Log',
    ]);
    expect(panelTitles('Right')).toEqual([
      'Bonus Time',
      'Effects',
      'Bosses',
      'Equipment',
      'Action Bonus',
    ]);
  });

  it('hides Bonus Time and Effects before the data is loaded, and when they are over', () => {
    renderColumns();
    expect(panelTitles('Right')).toEqual(['Bosses', 'Equipment', 'Action Bonus']);
    const data = sampleInitialData();
    act(() => {
      loadState(data);
    });
    expect(panelTitles('Right')).toContain('Bonus Time');
    act(() => {
      $misc.set({ ...data.misc, bonusTime: { timeRemaining: 0, modifier: 0 }, potions: {} });
    });
    expect(panelTitles('Right')).toEqual(['Bosses', 'Equipment', 'Action Bonus']);
  });

  it('collapses a panel, remembers it on the device, and follows togglePanel', async () => {
    loadState();
    const { unmount } = renderColumns();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse Log' }));
    expect($panels.get()).toEqual({ log: true });
    expect(JSON.parse(localStorage.getItem('idle:panels') ?? 'null')).toEqual({ log: true });
    expect(screen.getByRole('button', { name: 'Expand Log' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(panel('Log')).getByText('Your log is empty...')).not.toBeVisible();

    // A new page (a new mount) keeps it collapsed.
    unmount();
    renderColumns();
    expect(screen.getByRole('button', { name: 'Expand Log' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collapse Skills' })).toBeInTheDocument();

    act(() => {
      togglePanel('log');
    });
    expect($panels.get()).toEqual({ log: false });
    expect(screen.getByRole('button', { name: 'Collapse Log' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(panel('Log')).getByText('Your log is empty...')).toBeVisible();
  });

  it('starts collapsed from what the device stored', () => {
    act(() => {
      togglePanel('equipment');
    });
    loadState();
    renderColumns();
    expect(screen.getByRole('button', { name: 'Expand Equipment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collapse Attributes' })).toBeInTheDocument();
  });
});

describe('Attributes panel', () => {
  it('lists the five attributes with base and equipment values, the active one pressed', () => {
    loadState();
    render(<PanelColumn side="left" />);
    expect(items('Attributes')).toEqual([
      'Health|180 (+40)',
      'Attack|24 (+18)',
      'Defence|15 (+22)',
      'Accuracy|52.5% (+3.93%)',
      'Dodge|12.34% (+0.75%)',
    ]);
    const attributes = panel('Attributes');
    expect(within(attributes).getByRole('button', { name: 'Attack' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(attributes).getByRole('button', { name: 'Health' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it("adds what the clan's attribute totems give, by the rule fights use", () => {
    loadState({
      ...sampleInitialData(),
      clanAttributeTotems: { health: 10, attack: 0, defence: 0, accuracy: 2, dodge: 0 },
    });
    render(<PanelColumn side="left" />);
    // 10% of 180 base health is 18; 2% of the base accuracy (52.5%) is 1.05%, floored to the
    // stat's unit like the fight does.
    expect(items('Attributes').slice(0, 4)).toEqual([
      'Health|180 (+40) (+18 clan)',
      'Attack|24 (+18)',
      'Defence|15 (+22)',
      'Accuracy|52.5% (+3.93%) (+1.05% clan)',
    ]);
  });

  it('shows the equipment figure fights use: attribute x equipment / 2000 when that is greater', () => {
    const data = sampleInitialData();
    loadState({ ...data, player: { ...data.player, attack: 4000, eqAttack: 100 } });
    render(<PanelColumn side="left" />);
    // 4,000 x 100 / 2,000 = 200, more than the raw 100.
    expect(items('Attributes')[1]).toBe('Attack|4,000 (+200)');
  });

  it("follows new equipment totals at once (a destroyed trinket's bonus goes)", () => {
    const data = sampleInitialData();
    loadState({ ...data, player: { ...data.player, attack: 10, eqAttack: 85 } });
    render(<PanelColumn side="left" />);
    expect(items('Attributes')[1]).toBe('Attack|10 (+85)');
    act(() => {
      const player = $player.get();
      if (player) $player.set({ ...player, eqAttack: 4 });
    });
    expect(items('Attributes')[1]).toBe('Attack|10 (+4)');
  });

  it('shows the hit chance, double-hit chance and effective dodge fights use', () => {
    loadState();
    render(<PanelColumn side="left" />);
    // Accuracy 5,250 + 393 from equipment = 56.43%; dodge 1,234 + 75 = 13.09%.
    expect(chanceTexts()).toEqual([
      'Hit chance|56.43%',
      'Double-hit chance|0%',
      'Effective dodge|13.09%',
    ]);
  });

  it('gives a double-hit chance past 100% accuracy and bends dodge past 50%, with the active mastery', () => {
    const data = sampleInitialData();
    loadState({
      ...data,
      player: { ...data.player, accuracy: 11_000, eqAccuracy: 0, dodge: 6_000, eqDodge: 0 },
      masteries: {
        ...data.masteries,
        '3': {
          name: 'Precision',
          description: '+1% accuracy per level.',
          level: 10,
          exp: 0,
          expToLevel: 300,
        },
      },
      active: { ...data.active, mastery: 3 },
    });
    render(<PanelColumn side="left" />);
    // 11,000 x 1.10 = 12,100: 100% to hit and 21% to hit twice; dodge 60%: 50 + 10/3.
    expect(chanceTexts()).toEqual([
      'Hit chance|100%',
      'Double-hit chance|21%',
      'Effective dodge|53.33%',
    ]);
  });

  it('is empty while the player is not loaded', () => {
    render(<PanelColumn side="left" />);
    expect(within(panel('Attributes')).queryAllByRole('button', { name: /Health|Attack/ })).toEqual(
      [],
    );
  });

  it('changes the active attribute once the server answers true', async () => {
    const fetch = useFakeApi(sampleApiAnswers());
    loadState();
    render(<PanelColumn side="left" />);
    const defence = within(panel('Attributes')).getByRole('button', { name: 'Defence' });
    await userEvent.click(defence);
    await waitFor(() => {
      expect(defence).toHaveAttribute('aria-pressed', 'true');
    });
    expect($active.get()?.attribute).toBe(3);
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      method: 'GET',
      path: 'misc.php',
      params: { mod: 'changeActiveAttribute', id: '3' },
    });
  });

  it('turns the active attribute off when it is chosen again', async () => {
    const fetch = useFakeApi(sampleApiAnswers());
    loadState();
    render(<PanelColumn side="left" />);
    const attack = within(panel('Attributes')).getByRole('button', { name: 'Attack' });
    await userEvent.click(attack);
    await waitFor(() => {
      expect(attack).toHaveAttribute('aria-pressed', 'false');
    });
    expect($active.get()?.attribute).toBe(0);
    expect(fetch.calls[0]?.params.id).toBe('0');
  });

  it('changes nothing when the server answers false', async () => {
    const fetch = useFakeApi({ 'misc.php?mod=changeActiveAttribute': false });
    loadState();
    render(<PanelColumn side="left" />);
    const attributes = panel('Attributes');
    await userEvent.click(within(attributes).getByRole('button', { name: 'Dodge' }));
    await waitFor(() => {
      expect(fetch.calls).toHaveLength(1);
    });
    // Let the answer be handled before looking.
    await act(async () => {
      await Promise.resolve();
    });
    expect($active.get()?.attribute).toBe(2);
    expect(within(attributes).getByRole('button', { name: 'Dodge' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(attributes).getByRole('button', { name: 'Attack' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('changes nothing when the server refuses', async () => {
    let notified: BusEvents['notify'] | null = null;
    const onNotify = (event: BusEvents['notify']) => {
      notified = event;
    };
    bus.on('notify', onNotify);
    try {
      useFakeApi({ 'misc.php?mod=changeActiveAttribute': { error: 'Not now.' } });
      loadState();
      render(<PanelColumn side="left" />);
      await userEvent.click(within(panel('Attributes')).getByRole('button', { name: 'Health' }));
      await waitFor(() => {
        expect(notified).toEqual({ kind: 'error', text: 'Not now.' });
      });
      expect($active.get()?.attribute).toBe(2);
    } finally {
      bus.off('notify', onNotify);
    }
  });
});

describe('Masteries panel', () => {
  it('lists the masteries with their level, the active one pressed', () => {
    loadState();
    render(<PanelColumn side="left" />);
    expect(items('Masteries')).toEqual(['Might|Lv 2', 'Bulwark|Lv 0', 'Greed|Lv 1']);
    expect(within(panel('Masteries')).getByRole('button', { name: 'Might' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('changes the active mastery only when the server answers true', async () => {
    const fetch = useFakeApi({ 'misc.php?mod=changeActiveMastery': false });
    loadState();
    render(<PanelColumn side="left" />);
    const greed = within(panel('Masteries')).getByRole('button', { name: 'Greed' });
    await userEvent.click(greed);
    await waitFor(() => {
      expect(fetch.calls).toHaveLength(1);
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect($active.get()?.mastery).toBe(1);

    useFakeApi({ 'misc.php?mod=changeActiveMastery': true });
    await userEvent.click(greed);
    await waitFor(() => {
      expect(greed).toHaveAttribute('aria-pressed', 'true');
    });
    expect($active.get()?.mastery).toBe(5);
  });

  it('says so when there is no mastery', () => {
    loadState(sampleInitialData({ masteries: {} }));
    render(<PanelColumn side="left" />);
    expect(within(panel('Masteries')).getByText('No masteries yet.')).toBeInTheDocument();
  });
});

describe('Skills panel', () => {
  it('shows every skill with its level and its experience in the level', () => {
    loadState();
    render(<PanelColumn side="left" />);
    const skills = panel('Skills');
    expect(
      Array.from(skills.querySelectorAll('li > span:first-child'), (row) =>
        Array.from(row.children, (child) => child.textContent).join('|'),
      ),
    ).toEqual([
      'Battling|Lv 12',
      'Dungeoneering|Lv 3',
      'Mining|Lv 7',
      'Woodcutting|Lv 5',
      'Quarrying|Lv 4',
      'Runecrafting|Lv 1',
      'Jewelcrafting|Lv 1',
      'Alchemy|Lv 2',
    ]);
    // Battling: 2,450 exp, level from 2,100 to 2,800.
    expect(
      within(skills).getByRole('progressbar', { name: 'Battling experience' }),
    ).toHaveAttribute('aria-valuetext', '350 / 700');
  });

  it('is empty before the skills are loaded', () => {
    render(<PanelColumn side="left" />);
    expect(within(panel('Skills')).queryAllByRole('progressbar')).toEqual([]);
  });
});

describe('Current Action panel', () => {
  it('says Idle without an action', () => {
    loadState();
    render(<PanelColumn side="left" />);
    expect(within(panel('Current Action')).getByText('Idle')).toBeInTheDocument();
  });

  it('says where the actions run while another tab runs the loop', () => {
    loadState();
    $loopElsewhere.set(true);
    try {
      render(<PanelColumn side="left" />);
      expect(
        within(panel('Current Action')).getByText('Your actions are running in another tab.'),
      ).toBeInTheDocument();
      expect(within(panel('Current Action')).queryByText('Idle')).toBeNull();
    } finally {
      $loopElsewhere.set(false);
    }
  });

  it('names the running action and its mob, and Stop asks the shell to stop', async () => {
    const stops: unknown[] = [];
    const onStop = (event: unknown) => stops.push(event);
    bus.on('stopAction', onStop);
    try {
      loadState();
      act(() => {
        beginAction('battling');
        updateAction({ status: 'running' });
      });
      render(<PanelColumn side="left" />);
      const current = panel('Current Action');
      expect(within(current).getByText('Battling: Cellar Rat')).toBeInTheDocument();
      expect(within(current).queryByText('Autos expired')).toBeNull();
      act(() => {
        updateAction({ status: 'expired', autosExpired: true });
      });
      expect(within(current).getByText('Autos expired')).toBeInTheDocument();
      await userEvent.click(within(current).getByRole('button', { name: 'Stop' }));
      expect(stops).toEqual([undefined]);
    } finally {
      bus.off('stopAction', onStop);
    }
  });
});

describe('Equipment panel', () => {
  it('names each item from the equipment type data and its slot, with its Power or Armor', () => {
    loadState();
    render(<PanelColumn side="right" />);
    expect(items('Equipment')).toEqual([
      'Bronze Sword +12|Power 64|Rare \u00b7 Gold Rush +7%',
      'Off Hand|Empty',
      'Bronze Helm +8|Armor 37|Common',
      'Rusty Armor +10|Armor 48|Uncommon \u00b7 Gold Rush +3.5%',
      'Rusty Sleeves +6|Armor 26|Common',
      'Rusty Gloves +6|Armor 26|Common',
      'Rusty Legs +7|Armor 31|Common',
      'Rusty Boots +5|Armor 21|Common',
    ]);
    const sword = within(panel('Equipment')).getByText('Bronze Sword +12');
    expect(sword).toHaveStyle({ color: 'var(--idle-rarity-3)' });
  });

  it('shows the slot name when the type data is missing, and every slot empty without equipment', () => {
    const data: InitialData = sampleInitialData({ equipmentData: {} });
    loadState(data);
    const { unmount } = render(<PanelColumn side="right" />);
    expect(items('Equipment')[0]).toBe('Main Hand +12|Power 64|Rare \u00b7 Gold Rush +7%');
    unmount();
    loadState(sampleInitialData({ equipment: {} }));
    render(<PanelColumn side="right" />);
    expect(items('Equipment')).toEqual([
      'Main Hand|Empty',
      'Off Hand|Empty',
      'Helm|Empty',
      'Armor|Empty',
      'Sleeves|Empty',
      'Gloves|Empty',
      'Legs|Empty',
      'Boots|Empty',
    ]);
  });
});

describe('Bonus Time, Effects, Bosses and Action Bonus panels', () => {
  it('shows the bonus time percent and the time left', () => {
    loadState();
    render(<PanelColumn side="right" />);
    expect(panel('Bonus Time')).toHaveTextContent('+80% gold, resources and experience');
    expect(panel('Bonus Time')).toHaveTextContent('Time left 30:00');
  });

  it('lists the potions still active with their item name', () => {
    loadState();
    render(<PanelColumn side="right" />);
    expect(items('Effects')).toEqual(['Potion of Wrath|+10% damage|25 actions left']);
  });

  it('lists the bosses alive, and says so when there is none', () => {
    loadState(sampleInitialData({ bosses: sampleBosses() }));
    const { unmount } = render(<PanelColumn side="right" />);
    expect(
      within(panel('Bosses'))
        .getAllByRole('button', { name: /^Fight / })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Fight Gorrath the Mountain',
      'Fight Sythra, Queen of Thorns',
      "Fight Vel'koz the Undying",
    ]);
    unmount();
    loadState();
    render(<PanelColumn side="right" />);
    expect(within(panel('Bosses')).getByText(NO_BOSSES_ALIVE_TEXT)).toBeInTheDocument();
  });

  it('shows the action bonus and whether it is active', () => {
    const data = loadState();
    render(<PanelColumn side="right" />);
    const bonus = panel('Action Bonus');
    expect(bonus).toHaveTextContent('Battling:+10% gold, +25% exp');
    expect(bonus).toHaveTextContent('Dungeons:+25% exp');
    expect(within(bonus).getByText('Inactive')).toBeInTheDocument();
    act(() => {
      $misc.set({ ...data.misc, actionBonus: { kind: 'battling', current: 100, required: 100 } });
    });
    expect(within(bonus).getByText('Active')).toBeInTheDocument();
    act(() => {
      $misc.set({ ...data.misc, actionBonus: { kind: null, current: 0, required: 100 } });
    });
    expect(within(bonus).getByText('No action bonus is active.')).toBeInTheDocument();
  });
});

describe('Log panel', () => {
  it('says the log is empty', () => {
    loadState();
    render(<PanelColumn side="left" />);
    expect(within(panel('Log')).getByText('Your log is empty...')).toBeInTheDocument();
  });

  it('lists the newest entries first, as text, with item names', () => {
    loadState();
    act(() => {
      addToLog([
        { type: 'msg', tstamp: Date.UTC(2025, 0, 1, 12, 0, 0), data: 'You found a <b>chest</b>.' },
        {
          type: 'item',
          tstamp: Date.UTC(2025, 0, 1, 12, 0, 5),
          data: { id: 'rat_tail', amount: 1200 },
        },
      ]);
    });
    render(<PanelColumn side="left" />);
    const entries = Array.from(panel('Log').querySelectorAll('li'), (li) => li.textContent);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toContain('+1,200 Rat Tail');
    expect(entries[1]).toContain('You found a <b>chest</b>.');
    expect(panel('Log').querySelector('b')).toBeNull();
  });
});
