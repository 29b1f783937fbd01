/** misc.php requests of the labyrinth and its artisan totem (spec 002 §5 and §7). */
import { modOnly } from './common';

export const LoadLabyrinthQuery = modOnly('loadLabyrinth');
export const UpgradeArtisanTotemRequest = modOnly('upgradeArtisanTotem');
export const LabyrinthRewardsQuery = modOnly('getLabyrinthRewards');
