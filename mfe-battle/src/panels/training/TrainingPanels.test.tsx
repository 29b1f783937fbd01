import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { $active, $player } from '@idle/state';
import {
  loadState,
  resetAll,
  sampleApiAnswers,
  sampleInitialData,
  useFakeApi,
} from '@idle/test-fixtures';
import { act, cleanup, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { items, panel, renderPanels } from '@idle/ui/testing';
import { AttributesPanel } from './AttributesPanel';
import { MasteriesPanel } from './MasteriesPanel';

/** The left column's Attributes and Masteries panels. */
function renderTraining() {
  return renderPanels({ Attributes: AttributesPanel, Masteries: MasteriesPanel });
}

/** The Attributes panel's fight chances, "label|value". */
function chanceTexts(): string[] {
  const list = within(panel('Attributes')).getByLabelText('Chances in fights');
  return Array.from(list.querySelectorAll('dt'), (term) =>
    [term.textContent.trim(), term.nextElementSibling?.textContent.trim() ?? ''].join('|'),
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

describe('Attributes panel', () => {
  it('lists the five attributes with base and equipment values, the active one pressed', () => {
    loadState();
    renderTraining();
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
    renderTraining();
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
    renderTraining();
    // 4,000 x 100 / 2,000 = 200, more than the raw 100.
    expect(items('Attributes')[1]).toBe('Attack|4,000 (+200)');
  });

  it("follows new equipment totals at once (a destroyed trinket's bonus goes)", () => {
    const data = sampleInitialData();
    loadState({ ...data, player: { ...data.player, attack: 10, eqAttack: 85 } });
    renderTraining();
    expect(items('Attributes')[1]).toBe('Attack|10 (+85)');
    act(() => {
      const player = $player.get();
      if (player) $player.set({ ...player, eqAttack: 4 });
    });
    expect(items('Attributes')[1]).toBe('Attack|10 (+4)');
  });

  it('shows the hit chance, double-hit chance and effective dodge fights use', () => {
    loadState();
    renderTraining();
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
    renderTraining();
    // 11,000 x 1.10 = 12,100: 100% to hit and 21% to hit twice; dodge 60%: 50 + 10/3.
    expect(chanceTexts()).toEqual([
      'Hit chance|100%',
      'Double-hit chance|21%',
      'Effective dodge|53.33%',
    ]);
  });

  it('is empty while the player is not loaded', () => {
    renderTraining();
    expect(within(panel('Attributes')).queryAllByRole('button', { name: /Health|Attack/ })).toEqual(
      [],
    );
  });

  it('changes the active attribute once the server answers true', async () => {
    const fetch = useFakeApi(sampleApiAnswers());
    loadState();
    renderTraining();
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
    renderTraining();
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
    renderTraining();
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
      renderTraining();
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
    renderTraining();
    expect(items('Masteries')).toEqual(['Might|Lv 2', 'Bulwark|Lv 0', 'Greed|Lv 1']);
    expect(within(panel('Masteries')).getByRole('button', { name: 'Might' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('changes the active mastery only when the server answers true', async () => {
    const fetch = useFakeApi({ 'misc.php?mod=changeActiveMastery': false });
    loadState();
    renderTraining();
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
    renderTraining();
    expect(within(panel('Masteries')).getByText('No masteries yet.')).toBeInTheDocument();
  });
});
