/** Requests of the account and info pages (spec 001 section 7). */
import { z } from 'zod';
import { STATIC_PAGES } from '../api/info';
import { Password, Username } from './account';
import { FormId, formInt, lineText, modOnly } from './common';

export const GetLogRequest = z.object({
  mod: z.literal('getLog'),
  page: formInt('page', 1, 1_000_000),
});
/** Without `id` (or 0), only the categories. */
export const LeaderboardsRequest = z.object({
  mod: z.literal('leaderboards'),
  id: formInt('id', 0, 1_000_000).optional(),
});
export const ProfileRequest = z.object({ id: FormId });
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
export const LoadHtmlQuery = z.object({
  mod: z.enum(STATIC_PAGES, { error: 'That page does not exist.' }),
});

/** Loads of the info and account pages that take only their `mod`. */
export const GetAnnouncementsQuery = modOnly('getAnnouncements');
export const GetReferralsQuery = modOnly('getReferrals');
export const GetPreferencesQuery = modOnly('getPreferences');
