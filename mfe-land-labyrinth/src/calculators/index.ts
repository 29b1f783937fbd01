/**
 * The module the shell loads on `/tools` only (exposed as `./calculators`): this remote's
 * calculators, and what it was built against.
 */
import { CONTRACTS_VERSION, type RemoteCalculatorsModule } from '@idle/contracts';
import type { ComponentType } from 'react';
import { LabyrinthCalculator } from './LabyrinthCalculator';
import { LandCalculator } from './LandCalculator';
import { PersonnelCalculator } from './PersonnelCalculator';
import { TrinketsCalculator } from './TrinketsCalculator';

const remote: RemoteCalculatorsModule<ComponentType> = {
  contractsVersion: CONTRACTS_VERSION,
  buildId: (import.meta.env.PUBLIC_BUILD_ID as string | undefined) ?? 'local',
  calculators: {
    land: LandCalculator,
    trinkets: TrinketsCalculator,
    personnel: PersonnelCalculator,
    labyrinth: LabyrinthCalculator,
  },
};
export default remote;
