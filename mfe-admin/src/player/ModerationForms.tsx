/**
 * The forms of a player's page: ban or unban, mute or unmute (each with a reason; a ban or mute
 * with its end), and grant or take items as compensation (with a reason). Each checks what it
 * can before sending; the server's refusal is its error notification, shown once.
 */
import { useServerCall } from '@idle/api-client';
import {
  ADMIN_REASON_MAX_LENGTH,
  type AdminPlayerDetail,
  type ItemDefinition,
} from '@idle/contracts';
import type { BanEnd } from '@idle/contracts/schemas';
import { formatNumber } from '@idle/game-rules';
import { $gameData, notify } from '@idle/state';
import { Button, itemNameText, NumberInput, SelectField, Stack, TextInput } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import {
  banPlayer,
  changeItems,
  mutePlayer,
  unbanPlayer,
  unmutePlayer,
  type ItemsChange,
} from '../api';
import { utcMinute } from '../format';
import { EndField, NEW_END_CHOICE } from './EndField';
import {
  amountProblem,
  isMuteEnd,
  readEnd,
  reasonProblem,
  type EndChoice,
} from './moderation-rules';

/** The success notifications, naming the player. */
export const MODERATION_TEXTS = {
  banned: (name: string, until: number | null) =>
    until === null ? `${name} is banned for good.` : `${name} is banned until ${utcMinute(until)}.`,
  unbanned: (name: string) => `${name} is no longer banned.`,
  muted: (name: string, until: number) => `${name} is muted until ${utcMinute(until)}.`,
  unmuted: (name: string) => `${name} is no longer muted.`,
  granted: (name: string, itemId: string, amount: number) =>
    `Granted ${formatNumber(amount)} x [item:${itemId}] to ${name}.`,
  taken: (name: string, itemId: string, amount: number) =>
    `Took ${formatNumber(amount)} x [item:${itemId}] from ${name}.`,
} as const;

function ReasonField({
  value,
  onChange,
  problem,
}: {
  value: string;
  onChange: (value: string) => void;
  problem: string | undefined;
}) {
  return (
    <TextInput
      label="Reason"
      value={value}
      onChange={onChange}
      maxLength={ADMIN_REASON_MAX_LENGTH}
      autoComplete="off"
      error={problem}
    />
  );
}

/** Ban (with its end) when the player is not banned, else unban; `now` reads a typed time. */
export function BanForm({
  player,
  now = Date.now,
}: {
  player: AdminPlayerDetail;
  now?: (() => number) | undefined;
}) {
  const banned = player.ban !== null;
  return (
    <SanctionForm
      key={banned ? 'unban' : 'ban'}
      action={banned ? 'Unban' : 'Ban'}
      player={player.username}
      lifting={banned}
      allowPermanent
      now={now}
      send={async (reason, end) => {
        if (banned) {
          await unbanPlayer(player.userid, reason);
          return MODERATION_TEXTS.unbanned(player.username);
        }
        const ban = await banPlayer(player.userid, reason, end ?? { kind: 'permanent' });
        return MODERATION_TEXTS.banned(player.username, ban.until);
      }}
    />
  );
}

/** Mute (with its end) when the player is not muted, else unmute. */
export function MuteForm({
  player,
  now = Date.now,
}: {
  player: AdminPlayerDetail;
  now?: (() => number) | undefined;
}) {
  const muted = player.mute !== null;
  return (
    <SanctionForm
      key={muted ? 'unmute' : 'mute'}
      action={muted ? 'Unmute' : 'Mute'}
      player={player.username}
      lifting={muted}
      allowPermanent={false}
      now={now}
      send={async (reason, end) => {
        if (muted) {
          await unmutePlayer(player.userid, reason);
          return MODERATION_TEXTS.unmuted(player.username);
        }
        // The form offers no "never" for a mute.
        if (end === null || !isMuteEnd(end)) throw new Error('A mute always ends.');
        const mute = await mutePlayer(player.userid, reason, end);
        return MODERATION_TEXTS.muted(player.username, mute.until);
      }}
    />
  );
}

function SanctionForm({
  action,
  player,
  lifting,
  allowPermanent,
  now,
  send,
}: {
  /** The button's text; with the player's name, the form's: "Ban lumberjack7". */
  action: 'Ban' | 'Unban' | 'Mute' | 'Unmute';
  player: string;
  /** Unban or unmute: a reason only. */
  lifting: boolean;
  allowPermanent: boolean;
  now: () => number;
  /** Sends the change (with its end unless lifting); resolves to the success text. */
  send: (reason: string, end: BanEnd | null) => Promise<string>;
}) {
  const [reason, setReason] = useState('');
  const [choice, setChoice] = useState<EndChoice>(NEW_END_CHOICE);
  const [checked, setChecked] = useState(false);
  const call = useServerCall();
  const reading = lifting ? null : readEnd(choice, now());
  const problems = {
    reason: checked ? reasonProblem(reason) : undefined,
    end: checked ? reading?.problem : undefined,
  };

  const submit = () => {
    setChecked(true);
    if (reasonProblem(reason) !== undefined) return;
    if (reading !== null && reading.problem !== undefined) return;
    const end = reading === null ? null : reading.end;
    void call.run(
      'sanction',
      () => send(reason.trim(), end),
      (text) => {
        notify('success', text);
        setReason('');
        setChoice(NEW_END_CHOICE);
        setChecked(false);
      },
    );
  };

  return (
    <form
      aria-label={`${action} ${player}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap={4}>
        <ReasonField value={reason} onChange={setReason} problem={problems.reason} />
        {!lifting && (
          <EndField
            choice={choice}
            onChange={setChoice}
            allowPermanent={allowPermanent}
            problem={problems.end}
          />
        )}
        <div>
          <Button
            type="submit"
            variant={lifting ? 'primary' : 'danger'}
            disabled={call.pending !== null}
          >
            {action}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** Every item of the game by name, for the compensation form. */
function itemChoices(items: Readonly<Record<string, ItemDefinition>>) {
  return Object.keys(items)
    .map((itemId) => ({ value: itemId, label: itemNameText(itemId, items) }))
    .sort((left, right) => left.label.localeCompare(right.label));
}

const CHANGE_CHOICES = [
  { value: 'grant', label: 'Grant' },
  { value: 'take', label: 'Take' },
];

/** Grant or take an amount of one item, as compensation, with a reason. */
export function ItemsForm({ player }: { player: AdminPlayerDetail }) {
  const data = useStore($gameData);
  const items = data?.itemData ?? {};
  const choices = itemChoices(items);
  const [change, setChange] = useState<ItemsChange>('grant');
  const [picked, setPicked] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const call = useServerCall();
  const itemId = picked === '' ? (choices[0]?.value ?? '') : picked;
  const problems = {
    amount: checked ? amountProblem(amount) : undefined,
    reason: checked ? reasonProblem(reason) : undefined,
  };

  const submit = () => {
    setChecked(true);
    if (amountProblem(amount) !== undefined || reasonProblem(reason) !== undefined) return;
    const count = Number(amount);
    void call.run(
      'items',
      () =>
        changeItems(change, {
          userid: player.userid,
          itemId,
          amount: count,
          reason: reason.trim(),
        }),
      () => {
        const text = change === 'grant' ? MODERATION_TEXTS.granted : MODERATION_TEXTS.taken;
        notify('success', text(player.username, itemId, count));
        setAmount('');
        setReason('');
        setChecked(false);
      },
    );
  };

  return (
    <form
      aria-label={`Grant or take items of ${player.username}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap={4}>
        <SelectField
          label="Grant or take"
          value={change}
          choices={CHANGE_CHOICES}
          onChange={(value) => setChange(value as ItemsChange)}
        />
        <SelectField label="Item" value={itemId} choices={choices} onChange={setPicked} />
        <NumberInput
          label="Amount"
          value={amount}
          onChange={setAmount}
          maxLength={13}
          error={problems.amount}
        />
        <ReasonField value={reason} onChange={setReason} problem={problems.reason} />
        <div>
          <Button type="submit" variant="primary" disabled={call.pending !== null || itemId === ''}>
            {change === 'grant' ? 'Grant' : 'Take'}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
