/** The pieces this remote renders in the shell's slots (REMOTE_SLOTS of @idle/contracts). */
export { HomeItems } from './home/HomeItems';
export { EventPanel } from './panels/event/EventPanel';
export { EffectsPanel } from './panels/effects/EffectsPanel';
