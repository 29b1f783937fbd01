/** push.php requests (issue 30): a device's push subscription, its rules and tab visibility. */
import { z } from 'zod';
import { jsonField, lineText } from './common';
import { PUSH_RULES } from '../api/push';

export const BAD_SUBSCRIPTION_TEXT = 'This device could not be subscribed to pushes.';

/** A push service's address: https (any loopback address may be plain http, for testing). */
export const PushEndpoint = lineText('push address', BAD_SUBSCRIPTION_TEXT)
  .max(1000, BAD_SUBSCRIPTION_TEXT)
  .regex(
    /^(https:\/\/[a-z0-9.-]+(:\d{1,5})?|http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?)\/[\x21-\x7e]*$/i,
    BAD_SUBSCRIPTION_TEXT,
  );

/** base64url of exactly `bytes` bytes (the browser's key and secret for the payload). */
function base64UrlOf(bytes: number) {
  const length = Math.ceil((bytes * 4) / 3);
  return z
    .string(BAD_SUBSCRIPTION_TEXT)
    .regex(new RegExp(`^[A-Za-z0-9_-]{${String(length)}}={0,2}$`), BAD_SUBSCRIPTION_TEXT);
}

/** What `PushSubscription.toJSON()` gives, the fields the server needs. */
export const PushSubscriptionJson = z.object(
  {
    endpoint: PushEndpoint,
    keys: z.object({ p256dh: base64UrlOf(65), auth: base64UrlOf(16) }, BAD_SUBSCRIPTION_TEXT),
  },
  BAD_SUBSCRIPTION_TEXT,
);

export const PushRules = z
  .array(z.enum(PUSH_RULES, 'That alert cannot be sent as a push.'))
  .max(PUSH_RULES.length, 'That alert cannot be sent as a push.')
  .transform((rules) => [...new Set(rules)]);

export const LoadPushQuery = z.object({
  mod: z.literal('loadPush'),
  /** This device's subscription, when it has one: its rules come back. */
  endpoint: PushEndpoint.optional(),
});

/** Subscribes this device (or updates its rules) for the player. */
export const SavePushRequest = z.object({
  mod: z.literal('savePush'),
  subscription: jsonField('subscription', PushSubscriptionJson, 2000),
  rules: jsonField('rules', PushRules, 500),
});

export const RemovePushRequest = z.object({
  mod: z.literal('removePush'),
  endpoint: PushEndpoint,
});

/** A tab of the game says whether the player can see it now (no push while one can). */
export const ReportVisibilityRequest = z.object({
  mod: z.literal('reportVisibility'),
  tab: z.string('That tab is unknown.').regex(/^[A-Za-z0-9_-]{8,64}$/, 'That tab is unknown.'),
  // Form bodies carry `true`/`false` as text.
  visible: z
    .enum(['true', 'false'], 'Say whether the tab is visible.')
    .transform((text) => text === 'true'),
});
