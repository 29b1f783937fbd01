import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Section } from './Section';
import layoutStyles from '../../internal/layout.module.css';
import styles from './Section.module.css';

describe('Section', () => {
  it('is a region named by its h3 heading by default', () => {
    render(<Section title="For sale">orders</Section>);
    const section = screen.getByRole('region', { name: 'For sale' });
    expect(screen.getByRole('heading', { level: 3, name: 'For sale' })).toBeInTheDocument();
    expect(section).toHaveTextContent('orders');
  });

  it('takes another heading level and a given heading id', () => {
    render(
      <Section title="Donate" level={4} titleId="clan-donate-title" variant="plain">
        form
      </Section>,
    );
    const heading = screen.getByRole('heading', { level: 4, name: 'Donate' });
    expect(heading).toHaveAttribute('id', 'clan-donate-title');
    expect(screen.getByRole('region', { name: 'Donate' })).toBeInTheDocument();
  });

  it('gives two sections on one page their own names', () => {
    render(
      <>
        <Section title="Selling">a</Section>
        <Section title="Buying">b</Section>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Selling' })).toHaveTextContent('a');
    expect(screen.getByRole('region', { name: 'Buying' })).toHaveTextContent('b');
  });

  it('lets its contents keep their own width when asked', () => {
    render(
      <>
        <Section title="Stretched">a</Section>
        <Section title="Own width" align="start">
          b
        </Section>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Stretched' }).className).not.toContain(
      layoutStyles.alignStart,
    );
    expect(screen.getByRole('region', { name: 'Own width' }).className).toContain(
      layoutStyles.alignStart,
    );
  });

  it("sets its heading in the title bars' tone when asked", () => {
    render(
      <>
        <Section title="Plain heading">a</Section>
        <Section title="Bar heading" titleTone="titlebar">
          b
        </Section>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Plain heading' }).className).not.toContain(
      styles.titlebarTitle,
    );
    expect(screen.getByRole('heading', { name: 'Bar heading' }).className).toContain(
      styles.titlebarTitle,
    );
  });
});
