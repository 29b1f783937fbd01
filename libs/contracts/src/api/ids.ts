/** The ids of skills and actions, apart so the entity schemas and the entity types both read them. */
export const SKILL_IDS = [
  'battling',
  'dungeoneering',
  'mining',
  'woodcutting',
  'quarrying',
  'runecrafting',
  'jewelcrafting',
  'alchemy',
] as const;
export const ACTION_TYPES = [
  'battling',
  'specialBattling',
  'mining',
  'woodcutting',
  'quarrying',
  'dungeoneering',
  'bossBattle',
  'clanMobBattle',
  'clanBossBattle',
  'runecrafting',
  'jewelcrafting',
  'jewelcrafting_create_gem',
  'alchemy',
  'labyrinth',
] as const;
