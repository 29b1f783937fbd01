/** What the player trains: the active attribute and mastery (`training`). */
import { api } from '@idle/api-client';
import { ENDPOINTS } from '@idle/contracts';
import { $active } from '@idle/state';

/**
 * Makes attribute `id` the trained one (0: none). The local change applies only when the server
 * answers true; resolves whether it did (a refusal was already shown).
 */
export async function changeActiveAttribute(id: number): Promise<boolean> {
  const changed = await api
    .call(ENDPOINTS.training.changeActiveAttribute, { id })
    .catch(() => false);
  const active = $active.get();
  if (changed && active) $active.set({ ...active, attribute: id });
  return changed;
}

/** As changeActiveAttribute, for the mastery. */
export async function changeActiveMastery(id: number): Promise<boolean> {
  const changed = await api.call(ENDPOINTS.training.changeActiveMastery, { id }).catch(() => false);
  const active = $active.get();
  if (changed && active) $active.set({ ...active, mastery: id });
  return changed;
}
