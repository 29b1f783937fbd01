/**
 * The lint rule that keeps numbers in player sentences formatted (eslint-rules/): each case lints
 * a few lines as if written in a real file of the game, with the real config and types.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const RULE = 'idle/format-numbers-in-sentences';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The lines where the rule reports in `text`, written in the workspace file `file`. */
async function reported(file: string, text: string): Promise<number[]> {
  const [result] = await eslint.lintText(text, { filePath: join(root, file) });
  if (!result) throw new Error(`ESLint returned no result for ${file}`);
  return result.messages.filter(({ ruleId }) => ruleId === RULE).map(({ line }) => line);
}

const GAME_RULE_FILE = 'libs/game-rules/src/premium/send-items.ts';

describe('numbers in player sentences', () => {
  it('reports a number put straight into a sentence, in game code of every kind', async () => {
    const text = [
      "import { formatNumber } from '../display/number-format';",
      'export const onlyHave = (owned: number) => `You only have ${owned}.`;',
      'export const level = (n: 1 | 2) => `Level ${n} reached`;',
      'export const fine = (owned: number) => `You only have ${formatNumber(owned)}.`;',
      'export const named = (name: string) => `${name} sent you a gift.`;',
    ].join('\n');
    expect(await reported(GAME_RULE_FILE, text)).toEqual([2, 3]);
    expect(
      await reported(
        'server/src/game/send-items/send-items.ts',
        'export const x = (n: number) => `${n} gold arrived.`;',
      ),
    ).toEqual([1]);
    expect(
      await reported(
        'mfe-market/src/item/MarketItemPage.tsx',
        'export const x = (n: number) => `Buy ${n} now`;',
      ),
    ).toEqual([1]);
  });

  it('leaves developer errors, non-sentences and tests alone', async () => {
    const text = [
      "import { RuleInputError } from '../guards';",
      'export const a = (n: number) => { throw new RuleInputError(`Amount ${n} is wrong.`); };',
      'export const key = (n: number) => `row-${n}`;',
      'export const jewel = (t: number, r: number) => `You found a [jewel:${t}:${r}].`;',
    ].join('\n');
    expect(await reported(GAME_RULE_FILE, text)).toEqual([]);
    expect(
      await reported(
        'libs/game-rules/src/premium/send-items.test.ts',
        'export const x = (n: number) => `You only have ${n}.`;',
      ),
    ).toEqual([]);
  });
});
