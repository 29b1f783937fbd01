/**
 * The form of an announcement, to post one or edit one: the title (one line, at most 200
 * characters) and the message (at most 5,000). A blank or too long field is named under it and
 * nothing is sent; the server's refusal is its error notification.
 */
import { useServerCall } from '@idle/api-client';
import { ANNOUNCEMENT_MESSAGE_MAX_LENGTH, ANNOUNCEMENT_TITLE_MAX_LENGTH } from '@idle/contracts';
import { formatNumber } from '@idle/game-rules';
import { Button, Inline, Stack, TextArea, TextInput } from '@idle/ui';
import { useState } from 'react';
import type { AnnouncementText } from '../api';

export const ANNOUNCEMENT_ERRORS = {
  noTitle: 'Enter the title.',
  titleTooLong: `The title can be at most ${formatNumber(ANNOUNCEMENT_TITLE_MAX_LENGTH)} characters.`,
  noMessage: 'Enter the message.',
  messageTooLong: `The message can be at most ${formatNumber(ANNOUNCEMENT_MESSAGE_MAX_LENGTH)} characters.`,
} as const;

export interface AnnouncementProblems {
  title?: string;
  msg?: string;
}

/** What is wrong with an announcement as typed (trimmed as the server trims it). */
export function announcementProblems(text: AnnouncementText): AnnouncementProblems {
  const title = text.title.trim();
  const msg = text.msg.trim();
  const problems: AnnouncementProblems = {};
  if (title === '') problems.title = ANNOUNCEMENT_ERRORS.noTitle;
  else if (title.length > ANNOUNCEMENT_TITLE_MAX_LENGTH)
    problems.title = ANNOUNCEMENT_ERRORS.titleTooLong;
  if (msg === '') problems.msg = ANNOUNCEMENT_ERRORS.noMessage;
  else if (msg.length > ANNOUNCEMENT_MESSAGE_MAX_LENGTH)
    problems.msg = ANNOUNCEMENT_ERRORS.messageTooLong;
  return problems;
}

export interface AnnouncementFormProps {
  /** The form's accessible name ("Post an announcement", "Edit Winter event"). */
  label: string;
  submitLabel: string;
  initial?: AnnouncementText;
  /** Sends the announcement; resolves once the server took it. */
  onSubmit: (text: AnnouncementText) => Promise<unknown>;
  /** After the server took it (the post form empties, the edit form closes). */
  onDone?: () => void;
  onCancel?: () => void;
}

export function AnnouncementForm({
  label,
  submitLabel,
  initial = { title: '', msg: '' },
  onSubmit,
  onDone,
  onCancel,
}: AnnouncementFormProps) {
  const [title, setTitle] = useState(initial.title);
  const [msg, setMsg] = useState(initial.msg);
  const [checked, setChecked] = useState(false);
  const call = useServerCall();
  const problems = checked ? announcementProblems({ title, msg }) : {};

  const submit = () => {
    setChecked(true);
    const text = { title: title.trim(), msg: msg.trim() };
    const found = announcementProblems(text);
    if (found.title !== undefined || found.msg !== undefined) return;
    void call.run(
      'announcement',
      () => onSubmit(text),
      () => {
        setTitle('');
        setMsg('');
        setChecked(false);
        onDone?.();
      },
    );
  };

  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap={4}>
        <TextInput
          label="Title"
          value={title}
          onChange={setTitle}
          maxLength={ANNOUNCEMENT_TITLE_MAX_LENGTH}
          autoComplete="off"
          error={problems.title}
        />
        <TextArea
          label="Message"
          value={msg}
          rows={5}
          maxLength={ANNOUNCEMENT_MESSAGE_MAX_LENGTH}
          error={problems.msg}
          onChange={setMsg}
        />
        <Inline gap={4}>
          <Button type="submit" variant="primary" disabled={call.pending !== null}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button type="button" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Inline>
      </Stack>
    </form>
  );
}
