/** profile.php: a player's public profile. */
import { z } from 'zod';
import { FormId } from './common';

export const ProfileRequest = z.object({ id: FormId });
