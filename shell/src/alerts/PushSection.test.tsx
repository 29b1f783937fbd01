import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import { PUSH_RULES } from '@idle/contracts';
import { answerNever, type FakeRequest, resetAll, useFakeApi } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectErrors } from '../pages/info/testing';
import { PUSH_BLOCKED_TEXT } from '../pwa/push-device';
import {
  PUSH_LOAD_FAILED_TEXT,
  PUSH_OFF_TEXT,
  PUSH_ON_TEXT,
  PUSH_RULE_LABELS,
  PUSH_UNSUPPORTED_TEXT,
  PushSection,
} from './PushSection';
import { fakePushDevice, SAMPLE_DEVICE } from './push-testing';

const KEY = 'BPublicKeyOfTheServer';
let notices: ReturnType<typeof collectErrors>;

beforeEach(() => {
  resetAll();
  notices = collectErrors();
});
afterEach(() => {
  notices.stop();
  cleanup();
  configureApi();
  resetAll();
});

const section = () => screen.getByRole('region', { name: 'Push to this device' });
const toggle = (rule: keyof typeof PUSH_RULE_LABELS) =>
  within(section()).getByRole('checkbox', { name: `Push: ${PUSH_RULE_LABELS[rule]}` });
const saves = (calls: FakeRequest[]) => calls.filter((call) => call.mod === 'savePush');

describe('PushSection', () => {
  it('says so where the browser cannot receive pushes, and asks the server nothing', () => {
    const fetch = useFakeApi({});
    render(<PushSection device={fakePushDevice({ supported: false })} />);
    expect(within(section()).getByText(PUSH_UNSUPPORTED_TEXT)).toBeVisible();
    expect(within(section()).queryByRole('button')).toBeNull();
    expect(fetch.calls).toEqual([]);
  });

  it('shows loading, then subscribes this device with the rules ticked', async () => {
    // As the server does: the rules saved for the device's endpoint come back.
    let saved: unknown = null;
    const fetch = useFakeApi({
      'push.php?mod=loadPush': (request: FakeRequest) => ({
        publicKey: KEY,
        rules: request.params.endpoint === SAMPLE_DEVICE.endpoint ? saved : null,
      }),
      'push.php?mod=savePush': (request: FakeRequest) => {
        saved = JSON.parse(request.params.rules ?? '[]') as unknown;
        return { publicKey: KEY, rules: saved };
      },
    });
    const device = fakePushDevice();
    render(<PushSection device={device} />);
    expect(within(section()).getByText('Loading…')).toBeVisible();
    expect(await within(section()).findByText(PUSH_OFF_TEXT)).toBeVisible();
    for (const rule of PUSH_RULES) expect(toggle(rule)).toBeChecked();
    await userEvent.click(toggle('whisper'));
    await userEvent.click(within(section()).getByRole('button', { name: 'Push to this device' }));
    expect(await within(section()).findByText(PUSH_ON_TEXT)).toBeVisible();
    expect(device.subscribedWith).toEqual([KEY]);
    const [save] = saves(fetch.calls);
    expect(JSON.parse(save?.params.subscription ?? '')).toEqual(SAMPLE_DEVICE);
    expect(JSON.parse(save?.params.rules ?? '')).toEqual(
      PUSH_RULES.filter((rule) => rule !== 'whisper'),
    );
    expect(toggle('whisper')).not.toBeChecked();
    expect(
      within(section()).getByRole('button', { name: 'Stop pushes to this device' }),
    ).toBeVisible();
  });

  it("saves a subscribed device's rule at once, and stops pushes", async () => {
    const fetch = useFakeApi({
      'push.php?mod=loadPush': { publicKey: KEY, rules: ['bossSpawned'] },
      'push.php?mod=savePush': { publicKey: KEY, rules: ['bossSpawned', 'raidReturned'] },
      'push.php?mod=removePush': { publicKey: KEY, rules: null },
    });
    const device = fakePushDevice({ subscribed: true });
    render(<PushSection device={device} />);
    expect(await within(section()).findByText(PUSH_ON_TEXT)).toBeVisible();
    expect(fetch.calls[0]?.params.endpoint).toBe(SAMPLE_DEVICE.endpoint);
    expect(toggle('bossSpawned')).toBeChecked();
    expect(toggle('raidReturned')).not.toBeChecked();
    await userEvent.click(toggle('raidReturned'));
    await waitFor(() => {
      expect(saves(fetch.calls)).toHaveLength(1);
    });
    expect(JSON.parse(saves(fetch.calls)[0]?.params.rules ?? '')).toEqual([
      'raidReturned',
      'bossSpawned',
    ]);
    await waitFor(() => {
      expect(toggle('raidReturned')).toBeEnabled();
    });
    await userEvent.click(
      within(section()).getByRole('button', { name: 'Stop pushes to this device' }),
    );
    expect(await within(section()).findByText(PUSH_OFF_TEXT)).toBeVisible();
    expect(fetch.calls.filter((call) => call.mod === 'removePush')[0]?.params.endpoint).toBe(
      SAMPLE_DEVICE.endpoint,
    );
    expect(device.subscription).toBeNull();
  });

  it("shows the browser's refusal once, and saves nothing", async () => {
    const fetch = useFakeApi({ 'push.php?mod=loadPush': { publicKey: KEY, rules: null } });
    render(<PushSection device={fakePushDevice({ refusal: PUSH_BLOCKED_TEXT })} />);
    await userEvent.click(
      await within(section()).findByRole('button', { name: 'Push to this device' }),
    );
    expect(await within(section()).findByRole('alert')).toHaveTextContent(PUSH_BLOCKED_TEXT);
    expect(saves(fetch.calls)).toEqual([]);
    expect(within(section()).getByText(PUSH_OFF_TEXT)).toBeVisible();
  });

  it("leaves a server refusal to the request layer's notice and stays unsubscribed", async () => {
    useFakeApi({
      'push.php?mod=loadPush': { publicKey: KEY, rules: null },
      'push.php?mod=savePush': { error: 'This device could not be subscribed to pushes.' },
    });
    render(<PushSection device={fakePushDevice()} />);
    await userEvent.click(
      await within(section()).findByRole('button', { name: 'Push to this device' }),
    );
    await waitFor(() => {
      expect(notices.errors).toEqual(['This device could not be subscribed to pushes.']);
    });
    expect(within(section()).queryByRole('alert')).toBeNull();
    expect(within(section()).getByText(PUSH_OFF_TEXT)).toBeVisible();
  });

  it('says the settings could not be loaded, and Retry loads them', async () => {
    let fail = true;
    useFakeApi({
      'push.php?mod=loadPush': () =>
        fail ? new Response('', { status: 500 }) : { publicKey: KEY, rules: null },
    });
    render(<PushSection device={fakePushDevice()} />);
    expect(await within(section()).findByRole('alert')).toHaveTextContent(PUSH_LOAD_FAILED_TEXT);
    fail = false;
    await userEvent.click(within(section()).getByRole('button', { name: 'Retry' }));
    expect(await within(section()).findByText(PUSH_OFF_TEXT)).toBeVisible();
  });

  it('keeps loading while the server has not answered', async () => {
    useFakeApi({ 'push.php?mod=loadPush': answerNever });
    render(<PushSection device={fakePushDevice()} />);
    await waitFor(() => {
      expect(within(section()).getByText('Loading…')).toBeVisible();
    });
  });
});
