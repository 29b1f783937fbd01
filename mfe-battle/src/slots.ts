/** The pieces this remote renders in the shell's slots (REMOTE_SLOTS of @idle/contracts). */
export { AttributesPanel } from './panels/training/AttributesPanel';
export { MasteriesPanel } from './panels/training/MasteriesPanel';
export { EquipmentPanel } from './panels/equipment/EquipmentPanel';
export { BossesPanel } from './panels/bosses/BossesPanel';
