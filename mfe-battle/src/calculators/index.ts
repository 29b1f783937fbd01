/**
 * The module the shell loads on `/tools` only (exposed as `./calculators`): this remote's
 * calculators, and what it was built against.
 */
import { CONTRACTS_VERSION, type RemoteCalculatorsModule } from '@idle/contracts';
import type { ComponentType } from 'react';
import { DungeonCalculator } from './DungeonCalculator';

const remote: RemoteCalculatorsModule<ComponentType> = {
  contractsVersion: CONTRACTS_VERSION,
  buildId: (import.meta.env.PUBLIC_BUILD_ID as string | undefined) ?? 'local',
  calculators: { dungeons: DungeonCalculator },
};
export default remote;
