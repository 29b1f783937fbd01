/** SCAFFOLD (replaced this session): trinkets. */
import type {
  CraftTrinketAnswer,
  DestroyTrinketAnswer,
  EquipTrinketAnswer,
  IncreaseCelestialAnswer,
  LoadTrinketsAnswer,
  RerollTrinketAnswer,
  TrinketAnswer,
  UpgradeTrinketAnswer,
} from '@idle/contracts';
import type { LandSchemas } from '@idle/contracts/schemas';
import type { z } from 'zod';
import { GameError } from '../../http/errors';
import type { GameContext } from '../context';
import { NOT_READY_TEXT } from '../land/scaffold';

export async function loadTrinkets(
  _game: GameContext,
  _userId: number,
): Promise<LoadTrinketsAnswer> {
  throw new GameError(NOT_READY_TEXT);
}

export async function equipTrinket(
  _game: GameContext,
  _userId: number,
  _input: z.infer<typeof LandSchemas.EquipTrinketRequest>,
): Promise<EquipTrinketAnswer> {
  throw new GameError(NOT_READY_TEXT);
}

export async function upgradeTrinket(
  _game: GameContext,
  _userId: number,
  _input: z.infer<typeof LandSchemas.UpgradeTrinketRequest>,
): Promise<UpgradeTrinketAnswer> {
  throw new GameError(NOT_READY_TEXT);
}

export async function destroyTrinket(
  _game: GameContext,
  _userId: number,
  _input: z.infer<typeof LandSchemas.DestroyTrinketRequest>,
): Promise<DestroyTrinketAnswer> {
  throw new GameError(NOT_READY_TEXT);
}

export async function rerollTrinket(
  _game: GameContext,
  _userId: number,
  _input: z.infer<typeof LandSchemas.RerollTrinketRequest>,
): Promise<RerollTrinketAnswer> {
  throw new GameError(NOT_READY_TEXT);
}

export async function convertTrinketToCelestial(
  _game: GameContext,
  _userId: number,
  _input: z.infer<typeof LandSchemas.ConvertTrinketRequest>,
): Promise<TrinketAnswer> {
  throw new GameError(NOT_READY_TEXT);
}

export async function craftTrinket(
  _game: GameContext,
  _userId: number,
  _input: z.infer<typeof LandSchemas.CraftTrinketRequest>,
): Promise<CraftTrinketAnswer> {
  throw new GameError(NOT_READY_TEXT);
}

export async function increaseCelestial(
  _game: GameContext,
  _userId: number,
): Promise<IncreaseCelestialAnswer> {
  throw new GameError(NOT_READY_TEXT);
}
