/** preferences.php requests: username and password (spec 001 section 7). */
import { z } from 'zod';
import { Password, Username } from './account';
import { lineText, modOnly } from './common';

export const GetPreferencesQuery = modOnly('getPreferences');
export const ChangeUsernameRequest = z.object({
  mod: z.literal('changeUsername'),
  newUsername: Username,
  password: lineText('password', 'Enter your password.')
    .min(1, 'Enter your password.')
    .max(200, 'Passwords are at most 200 characters.'),
});
export const ChangePasswordRequest = z
  .object({
    mod: z.literal('changePassword'),
    oldPassword: lineText('password', 'Enter your current password.')
      .min(1, 'Enter your current password.')
      .max(200, 'Passwords are at most 200 characters.'),
    newPassword1: Password,
    newPassword2: lineText('password', 'Repeat the new password.').max(
      200,
      'Passwords are at most 200 characters.',
    ),
  })
  .refine((input) => input.newPassword1 === input.newPassword2, {
    message: 'The new passwords do not match.',
    path: ['newPassword2'],
  });
