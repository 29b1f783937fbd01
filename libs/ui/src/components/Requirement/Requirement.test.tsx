import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Requirement } from './Requirement';
import styles from './Requirement.module.css';

describe('Requirement', () => {
  it('is plain text once met', () => {
    render(<Requirement met>Level 40</Requirement>);
    const requirement = screen.getByText('Level 40');
    expect(requirement.tagName).toBe('SPAN');
    expect(requirement.className).toBe('');
  });

  it('stands out while the player is short', () => {
    render(<Requirement met={false}>12 / 30</Requirement>);
    expect(screen.getByText('12 / 30').className).toBe(styles.short);
  });
});
