/**
 * The captcha modal: shown while the server asks for a captcha. The self-hosted ALTCHA widget
 * solves a proof-of-work challenge from the game server; a solution the server accepts refills
 * the Autos and closes the modal, anything else resets the widget.
 */
import { api } from '@idle/api-client';
import { bus } from '@idle/events';
import { $captchaRequired, $player } from '@idle/state';
import { LoadingState, Modal } from '@idle/ui';
import { fetchAutos, solveCaptcha } from '../api';
import { useStore } from '@nanostores/react';
import { createElement, useEffect, useRef, useState } from 'react';

/**
 * "On success Autos are refreshed and the modal closes" (spec 000 §4): the refill is read from the
 * server's refresh answer, so a maximum raised since start-up (land, clan totem) counts.
 */
async function refreshAfterCaptcha(): Promise<void> {
  const answer = await fetchAutos().catch(() => '-' as const);
  if (answer === '-') {
    $captchaRequired.set(false);
  } else {
    const player = $player.get();
    if (player) $player.set({ ...player, autos: answer.autos });
    $captchaRequired.set(answer.captcha === true);
  }
  bus.emit('captchaSolved', undefined);
}

interface AltchaElement extends HTMLElement {
  reset?: () => void;
}

export function CaptchaModal() {
  const required = useStore($captchaRequired);
  const [ready, setReady] = useState(false);
  const widget = useRef<AltchaElement | null>(null);

  useEffect(() => {
    if (!required || ready) return;
    // The widget is loaded only when a captcha is actually asked for.
    void import('altcha').then(() => {
      setReady(true);
    });
  }, [required, ready]);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onVerified = (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: string }>).detail.payload;
      if (!payload) return;
      void solveCaptcha(payload).then(
        // The server answers "success" or refuses with an error (the widget is reset then).
        () => refreshAfterCaptcha(),
        () => element.reset?.(),
      );
    };
    element.addEventListener('verified', onVerified);
    return () => {
      element.removeEventListener('verified', onVerified);
    };
  }, [ready, required]);

  return (
    <Modal
      open={required}
      onClose={() => undefined}
      dismissible={false}
      title="Are you still there?"
    >
      <p>Confirm you are playing to refill your Autos.</p>
      {ready ? (
        createElement('altcha-widget', { ref: widget, challenge: api.captchaChallengeUrl })
      ) : (
        <LoadingState label="Loading the captcha..." />
      )}
    </Modal>
  );
}
