/** Calculators and planners of the tools page, built only on the game's own rules. */
export { TOOL_PLANNER_MAX_LEVEL, toolComponentsPlan } from './tool-components';
export type { ToolComponentsPlan } from './tool-components';
export { landCostsToLevel } from './land-costs';
export { trinketDropPlan, trinketTierPlan } from './trinkets';
export { typedWholeNumber } from './typed-input';
export type { TrinketDropPlan } from './trinkets';
export { personnelTierLevel, personnelInvestment } from './personnel';
export type { PersonnelStanding, PersonnelInvestment } from './personnel';
export { dungeonChestTokens, jewelSlotPlan } from './dungeon';
export type { JewelSlotPlanInput, JewelSlotPlan } from './dungeon';
export { labyrinthExpectedAttempts, labyrinthPlan } from './labyrinth';
export type { LabyrinthRoomPlan, LabyrinthPlan, LabyrinthPlanInput } from './labyrinth';
