/**
 * The tools page (calculators and planners) on the composed production builds: the labyrinth
 * planner's chance for a room equals the one the labyrinth screen shows for that room, and the
 * tool components calculator starts from the player's own tool and components; with every
 * calculator open, the page passes the accessibility audit without a serious or critical issue.
 */
import type { Locator, Page } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { expect, register, test as it } from '../support/fixtures';
import { dev } from '../support/server-calls';

/** Every skill the labyrinth tests, set to one level so each room's chance is a plain fraction. */
const LABYRINTH_SKILLS = [
  'battling',
  'dungeoneering',
  'mining',
  'woodcutting',
  'quarrying',
  'runecrafting',
  'jewelcrafting',
  'alchemy',
] as const;
const SKILL_LEVEL = 37;

const gameAreas = (page: Page) => page.getByRole('navigation', { name: 'Game areas' });

/** Opens /tools from the menu. */
async function openTools(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('button', { name: 'Calculators' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Calculators and planners' }),
  ).toBeVisible();
}

/** The value beside a term of a definition list (`<dt>term</dt><dd>value</dd>`). */
function figure(list: Locator, term: string): Locator {
  return list
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

it("the labyrinth planner's chance for a room is the one the labyrinth screen shows", async ({
  page,
  request,
}) => {
  const username = 'Tools_Planner';
  await register(page, username);
  for (const skill of LABYRINTH_SKILLS) {
    await dev(request, { mod: 'setLevel', username, skill, level: String(SKILL_LEVEL) });
  }
  await page.reload();
  await openTools(page);
  await page.getByRole('button', { name: 'Labyrinth planner' }).click();
  const planner = page.getByRole('region', { name: 'Labyrinth planner' });
  const rows = planner.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(36);
  // Each room's chance in the planner, by room number.
  const plannerChances = await rows.evaluateAll((elements) =>
    elements.slice(1).map((row) => row.querySelectorAll('td')[2]?.textContent ?? ''),
  );
  expect(plannerChances.every((chance) => /^[\d.,]+%$/.test(chance))).toBe(true);
  await expect(figure(planner, 'Turns left today')).toHaveText('100');

  await gameAreas(page).getByRole('link', { name: 'Labyrinth', exact: true }).click();
  await page.getByRole('button', { name: 'Enter Labyrinth' }).click();
  const result = page.locator('dl').filter({ hasText: 'Success chance' });
  await expect(figure(result, 'Success chance')).toBeVisible({ timeout: 15_000 });
  // Room and chance read together: the loop may move on to the next room between two reads.
  const shown = await result.evaluate((list) => {
    const value = (term: string) =>
      [...list.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling
        ?.textContent ?? '';
    return { room: Number(value('Room')), chance: value('Success chance') };
  });
  expect(shown.room).toBeGreaterThanOrEqual(1);
  expect(shown.chance).toBe(plannerChances[shown.room - 1]);
});

it("the tool components calculator starts from the player's own pickaxe and components", async ({
  page,
  request,
}) => {
  const username = 'Tools_Smith';
  await register(page, username);
  await dev(request, {
    mod: 'grantItems',
    username,
    items: JSON.stringify([{ id: 'tool_component', amount: 1234 }]),
  });
  await page.reload();
  await openTools(page);
  const calculator = page.getByRole('region', { name: 'Tool components' });
  await expect(calculator.getByText('Your pickaxe is level 1.')).toBeVisible();
  await expect(calculator.getByLabel('Target level')).toHaveValue('2');
  await expect(figure(calculator, 'Components owned')).toHaveText('1,234');
  await calculator.getByLabel('Target level').fill('6');
  // 1 + 5 + 25 + 100 + 300 components from level 1 to 6.
  await expect(figure(calculator, 'Components needed')).toHaveText('431');
  await expect(figure(calculator, 'Still to find')).toHaveText('0');

  await page.getByRole('button', { name: 'Land costs' }).click();
  await expect(page.getByRole('region', { name: 'Land costs' })).toContainText(
    'You do not own land yet.',
  );
});

it('every calculator open, the page has no serious or critical accessibility violation', async ({
  page,
}) => {
  await register(page, 'Tools_Audit');
  await openTools(page);
  for (const header of [
    'Land costs',
    'Trinkets',
    'Personnel investment',
    'Dungeon planner',
    'Labyrinth planner',
  ]) {
    await page.getByRole('button', { name: header }).click();
    await expect(page.getByRole('region', { name: header })).toBeVisible();
  }
  await expect(page.getByRole('main')).toContainText('Passed by attempt');
  expect(await blockingViolations(page, 'main')).toEqual([]);
});
