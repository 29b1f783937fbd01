import '@testing-library/jest-dom/vitest';
import { ADMIN_REFUSAL_TEXT } from '@idle/contracts';
import {
  ADMIN_STATUS,
  MOD_STATUS,
  loadState,
  resetAll,
  sampleInitialData,
} from '@idle/test-fixtures';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StaffOnlyRoute } from './StaffOnlyRoute';

function renderAs(accountStatus: number) {
  const data = sampleInitialData();
  loadState({ ...data, player: { ...data.player, accountStatus } });
  render(
    <StaffOnlyRoute title="Operator Console">
      <p>The console</p>
    </StaffOnlyRoute>,
  );
}

beforeEach(() => {
  resetAll();
});

afterEach(() => {
  cleanup();
  resetAll();
});

describe('StaffOnlyRoute', () => {
  it.each([0, 49])(
    'refuses an account of status %i in the console words, without the route',
    (status) => {
      renderAs(status);
      expect(screen.getByRole('heading', { name: 'Operator Console' })).toBeVisible();
      expect(screen.getByText(ADMIN_REFUSAL_TEXT)).toBeVisible();
      expect(screen.queryByText('The console')).toBeNull();
    },
  );

  it('refuses before the player is known', () => {
    render(
      <StaffOnlyRoute title="Operator Console">
        <p>The console</p>
      </StaffOnlyRoute>,
    );
    expect(screen.getByText(ADMIN_REFUSAL_TEXT)).toBeVisible();
    expect(screen.queryByText('The console')).toBeNull();
  });

  it.each([MOD_STATUS, ADMIN_STATUS])('shows the route to an account of status %i', (status) => {
    renderAs(status);
    expect(screen.getByText('The console')).toBeVisible();
    expect(screen.queryByText(ADMIN_REFUSAL_TEXT)).toBeNull();
  });
});
