/** The pieces this remote renders in the shell's slots (REMOTE_SLOTS of @idle/contracts). */
export { LandPanel } from './panels/land/LandPanel';
export { LabyrinthChestPanel } from './panels/labyrinth-chest/LabyrinthChestPanel';
