/**
 * /crafting (spec 001 §2): the crafting hub. Links to runecrafting, jewelcrafting, gem creation
 * (its form is on the jewelcrafting screen) and alchemy, each with the player's level in its
 * skill, and what the crafting action bonus grants and whether it is active.
 */
import type { SkillId } from '@idle/contracts';
import { actionBonusHint, formatNumber } from '@idle/game-rules';
import { $misc, $skills } from '@idle/state';
import { EmptyState, LoadingState, Figure, Figures, Page, Muted, Text } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { craftingBonusActive } from './crafting-data';
import shared from './crafting.module.css';
import styles from './CraftingPage.module.css';

interface CraftingLink {
  name: string;
  to: string;
  skill: Extract<SkillId, 'runecrafting' | 'jewelcrafting' | 'alchemy'>;
  description: string;
}

/** The hub's destinations. The descriptions are ours. */
export const CRAFTING_LINKS: readonly CraftingLink[] = [
  {
    name: 'Runecrafting',
    to: '/runecrafting_home',
    skill: 'runecrafting',
    description: 'Inscribe runes for your rune belt.',
  },
  {
    name: 'Jewelcrafting',
    to: '/jewelcrafting_home',
    skill: 'jewelcrafting',
    description: 'Cut gems into jewels.',
  },
  {
    name: 'Gem creation',
    to: '/jewelcrafting_home',
    skill: 'jewelcrafting',
    description: 'Fuse gem fragments into whole gems (on the jewelcrafting screen).',
  },
  {
    name: 'Alchemy',
    to: '/alchemy_home',
    skill: 'alchemy',
    description: 'Brew potions from herbs and more.',
  },
];

/** Shown when the skill levels are missing from the game state. Ours. */
export const NO_CRAFTING_SKILLS_TEXT = 'Your crafting skills are not known yet.';

export function CraftingPage() {
  const skills = useStore($skills);
  const misc = useStore($misc);
  const loaded = misc !== null;
  const known = CRAFTING_LINKS.some((link) => skills[link.skill] !== undefined);
  const active = craftingBonusActive(misc);

  return (
    <Page title="Crafting" titleId="crafting-title">
      {!loaded ? (
        <LoadingState label="Loading your crafting skills..." />
      ) : !known ? (
        <EmptyState message={NO_CRAFTING_SKILLS_TEXT} />
      ) : (
        <>
          <ul className={shared.cards} aria-label="Crafting skills">
            {CRAFTING_LINKS.map((link) => {
              const level = skills[link.skill]?.level;
              return (
                <li key={link.name} className={shared.card}>
                  <h3 className={styles.linkTitle}>
                    <Link to={link.to}>{link.name}</Link>
                  </h3>
                  <Muted>{link.description}</Muted>
                  <p className={styles.level}>
                    Level {level === undefined ? '?' : formatNumber(level)}
                  </p>
                </li>
              );
            })}
          </ul>
          <section aria-labelledby="crafting-bonus-title" className={shared.card}>
            <h3 id="crafting-bonus-title">Crafting action bonus</h3>
            <Figures>
              <Figure label="Grants">{actionBonusHint('crafting')}</Figure>
              <Figure label="Status">
                <Text tone={active ? 'success' : 'muted'}>{active ? 'Active' : 'Inactive'}</Text>
              </Figure>
            </Figures>
          </section>
        </>
      )}
    </Page>
  );
}
