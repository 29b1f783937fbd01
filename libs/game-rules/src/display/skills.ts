/**
 * What players call each skill (the Skills panel, profiles), by the contracts' skill id. Apart
 * from the experience curve, so a screen naming skills does not build the curve's table.
 */
export const SKILL_NAMES = {
  battling: 'Battling',
  dungeoneering: 'Dungeoneering',
  mining: 'Mining',
  woodcutting: 'Woodcutting',
  quarrying: 'Quarrying',
  runecrafting: 'Runecrafting',
  jewelcrafting: 'Jewelcrafting',
  alchemy: 'Alchemy',
} as const;
