import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import styles from './Text.module.css';
import { Text } from './Text';

describe('Text', () => {
  it('is a span within a line by default, with no tone of its own', () => {
    render(
      <p>
        Gold: <Text>1,234</Text>
      </p>,
    );
    const text = screen.getByText('1,234');
    expect(text.tagName).toBe('SPAN');
    expect(text.className).toBe('');
  });

  it('takes a tone, a weight and a size', () => {
    render(
      <>
        <Text tone="error" weight="bold">
          Not enough gold
        </Text>
        <Text tone="success" size="lg">
          Victory!
        </Text>
        <Text tone="warning">Soon</Text>
        <Text tone="muted" weight="normal">
          Level 12
        </Text>
      </>,
    );
    expect(screen.getByText('Not enough gold').className).toBe(`${styles.error} ${styles.bold}`);
    expect(screen.getByText('Victory!').className).toBe(`${styles.success} ${styles.lg}`);
    expect(screen.getByText('Soon').className).toBe(styles.warning);
    expect(screen.getByText('Level 12').className).toBe(`${styles.muted} ${styles.normal}`);
  });

  it('is a paragraph without margins, keeping a role it is given', () => {
    render(
      <Text as="p" tone="error" role="alert">
        The order failed.
      </Text>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.tagName).toBe('P');
    expect(alert).toHaveTextContent('The order failed.');
    expect(alert.className).toContain(styles.paragraph);
  });
});
