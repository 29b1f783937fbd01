/** The Labyrinth Reward Chest (`getLabyrinthRewards`). */
import { api } from '@idle/api-client';
import { ENDPOINTS } from '@idle/contracts';
import { $labyrinthRewards, applyItemChanges } from '@idle/state';

/** Opens the waiting chest: its rewards show in the panel and go into the inventory. */
export async function openLabyrinthChest() {
  const rewards = await api.call(ENDPOINTS.labyrinth.getLabyrinthRewards);
  $labyrinthRewards.set(rewards);
  applyItemChanges(rewards, []);
  return rewards;
}
