/**
 * /jewelcrafting_home (spec 001 §2-5, §9): choose a gem to craft a jewel from (each with the
 * level it needs and the gems owned; Craft, or '[Unable To Craft]'), the stop-after-crafting
 * checkbox, the auto-deconstruct floor (kept on the device), and gem creation from fragments
 * (each gem with its fragment cost, an amount, and Create, or '[Unable To Create]').
 */
import type { ItemDefinition } from '@idle/contracts';
import { bus } from '@idle/events';
import {
  AUTO_DECONSTRUCT_FLOOR_IDS,
  AUTO_DECONSTRUCT_FLOORS,
  canCraftJewel,
  canCreateGem,
  formatNumber,
  GEM_FRAGMENT_COSTS,
  GEM_FRAGMENTS_ITEM,
  GEM_LEVEL_REQUIREMENTS,
  GEM_TYPE_IDS,
  gemCreationFragmentCost,
  gemItemId,
  gemTypeName,
  UNABLE_TO_CRAFT_TEXT,
  UNABLE_TO_CREATE_TEXT,
  type AutoDeconstructFloor,
  type GemTypeId,
} from '@idle/game-rules';
import { $gameData, $items, $skills } from '@idle/state';
import {
  Button,
  EmptyState,
  LoadingState,
  Figure,
  Figures,
  Muted,
  Page,
  Stack,
  Requirement,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { AmountInput, useCraftAmount } from '../crafting/AmountInput';
import { ItemLabel } from '@idle/ui';
import shared from '../crafting/crafting.module.css';
import { $autoDeconstructFloor } from './preferences';

export const STOP_AFTER_CRAFTING_LABEL = 'Stop after crafting';
export const AUTO_DECONSTRUCT_LABEL = 'Auto-deconstruct jewels up to';
/** Shown when the player owns no gem and no gem fragment. Ours. */
export const NO_GEMS_TEXT =
  'You do not have any gems or gem fragments yet. Mining finds both; fragments make gems below.';

type ItemData = Readonly<Record<string, ItemDefinition>>;

function GemName({ gemType, itemData }: { gemType: GemTypeId; itemData: ItemData }) {
  const itemId = gemItemId(gemType);
  return itemData[itemId] ? (
    <ItemLabel itemId={itemId} items={itemData} />
  ) : (
    <span>{gemTypeName(gemType)}</span>
  );
}

function JewelGemCard({
  gemType,
  level,
  owned,
  itemData,
  onCraft,
}: {
  gemType: GemTypeId;
  level: number;
  owned: number;
  itemData: ItemData;
  onCraft: (gemType: GemTypeId) => void;
}) {
  const required = GEM_LEVEL_REQUIREMENTS[gemType];
  return (
    <li className={shared.card} aria-label={`${gemTypeName(gemType)} jewel`}>
      <h4>
        <GemName gemType={gemType} itemData={itemData} />
      </h4>
      <Figures>
        <Figure label="Level required">
          <Requirement met={level >= required}>{formatNumber(required)}</Requirement>
        </Figure>
        <Figure label="Gems owned">
          <Requirement met={owned >= 1}>{formatNumber(owned)}</Requirement>
        </Figure>
      </Figures>
      {canCraftJewel(gemType, level, owned) ? (
        <Button
          variant="primary"
          onClick={() => {
            onCraft(gemType);
          }}
        >
          Craft
        </Button>
      ) : (
        <span className={shared.unable}>{UNABLE_TO_CRAFT_TEXT}</span>
      )}
    </li>
  );
}

function GemCreationCard({
  gemType,
  level,
  fragments,
  itemData,
}: {
  gemType: GemTypeId;
  level: number;
  fragments: number;
  itemData: ItemData;
}) {
  const amount = useCraftAmount();
  const required = GEM_LEVEL_REQUIREMENTS[gemType];
  const cost = gemCreationFragmentCost(gemType, amount.amountOrOne);
  const creatable = canCreateGem(gemType, level, fragments, amount.amountOrOne);
  const create = () => {
    const count = amount.submit();
    if (count === null) return;
    bus.emit('startAction', {
      action: 'jewelcrafting_create_gem',
      body: { gemType, amount: count },
    });
  };
  return (
    <li className={shared.card} aria-label={`Create ${gemTypeName(gemType)}`}>
      <h4>
        <GemName gemType={gemType} itemData={itemData} />
      </h4>
      <Figures>
        <Figure label="Level required">
          <Requirement met={level >= required}>{formatNumber(required)}</Requirement>
        </Figure>
        <Figure label="Fragments per gem">{formatNumber(GEM_FRAGMENT_COSTS[gemType])}</Figure>
        <Figure label="Fragments needed">
          <Requirement met={fragments >= cost}>
            {formatNumber(fragments)} / {formatNumber(cost)}
          </Requirement>
        </Figure>
      </Figures>
      <div className={shared.actions}>
        <AmountInput amount={amount} />
        {creatable ? (
          <Button variant="primary" onClick={create}>
            Create
          </Button>
        ) : (
          <span className={shared.unable}>{UNABLE_TO_CREATE_TEXT}</span>
        )}
      </div>
    </li>
  );
}

function FloorSelect() {
  const id = useId();
  const floor = useStore($autoDeconstructFloor);
  return (
    <div className={shared.select}>
      <label htmlFor={id}>{AUTO_DECONSTRUCT_LABEL}</label>
      <select
        id={id}
        value={floor}
        onChange={(event) => {
          const next = AUTO_DECONSTRUCT_FLOOR_IDS.find(
            (value) => String(value) === event.currentTarget.value,
          );
          if (next !== undefined) $autoDeconstructFloor.set(next);
        }}
      >
        {AUTO_DECONSTRUCT_FLOOR_IDS.map((value: AutoDeconstructFloor) => (
          <option key={value} value={value}>
            {AUTO_DECONSTRUCT_FLOORS[value]}
          </option>
        ))}
      </select>
    </div>
  );
}

export function JewelcraftingHomePage() {
  const gameData = useStore($gameData);
  const skills = useStore($skills);
  const items = useStore($items);
  const [stopAfterCraft, setStopAfterCraft] = useState(false);
  const stopId = useId();
  const level = skills.jewelcrafting?.level;

  const craft = (gemType: GemTypeId) => {
    bus.emit('startAction', {
      action: 'jewelcrafting',
      body: { gemType, stopAfterCraft: stopAfterCraft ? 1 : 0, floor: $autoDeconstructFloor.get() },
    });
  };

  let content;
  if (!gameData || level === undefined) {
    content = <LoadingState label="Loading your gems..." />;
  } else {
    const itemData = gameData.itemData;
    const fragments = items[GEM_FRAGMENTS_ITEM] ?? 0;
    const gemsOwned = GEM_TYPE_IDS.map((gemType) => items[gemItemId(gemType)] ?? 0);
    const empty = fragments === 0 && gemsOwned.every((count) => count === 0);
    content = (
      <>
        <Muted>Your jewelcrafting level: {formatNumber(level)}</Muted>
        {empty && <EmptyState message={NO_GEMS_TEXT} />}
        <Stack as="section" aria-labelledby="jewel-craft-title">
          <h3 id="jewel-craft-title">Craft a jewel</h3>
          <div className={shared.options}>
            <div className={shared.checkbox}>
              <input
                id={stopId}
                type="checkbox"
                checked={stopAfterCraft}
                onChange={(event) => {
                  setStopAfterCraft(event.currentTarget.checked);
                }}
              />
              <label htmlFor={stopId}>{STOP_AFTER_CRAFTING_LABEL}</label>
            </div>
            <FloorSelect />
          </div>
          <ul className={shared.cards} aria-label="Gems">
            {GEM_TYPE_IDS.map((gemType, index) => (
              <JewelGemCard
                key={gemType}
                gemType={gemType}
                level={level}
                owned={gemsOwned[index] ?? 0}
                itemData={itemData}
                onCraft={craft}
              />
            ))}
          </ul>
        </Stack>
        <Stack as="section" aria-labelledby="gem-creation-title">
          <h3 id="gem-creation-title">Create gems</h3>
          <Muted>
            Fragments owned:{' '}
            {itemData[GEM_FRAGMENTS_ITEM] ? (
              <ItemLabel itemId={GEM_FRAGMENTS_ITEM} items={itemData} amount={fragments} />
            ) : (
              formatNumber(fragments)
            )}
          </Muted>
          <ul className={shared.cards} aria-label="Gem creation">
            {GEM_TYPE_IDS.map((gemType) => (
              <GemCreationCard
                key={gemType}
                gemType={gemType}
                level={level}
                fragments={fragments}
                itemData={itemData}
              />
            ))}
          </ul>
        </Stack>
      </>
    );
  }

  return (
    <Page title="Jewelcrafting" titleId="jewelcrafting-home-title">
      {content}
    </Page>
  );
}
