import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { emailOr, phoneOr, telHref } from './contact-link';

describe('contact links', () => {
  it.each([
    ['(415) 555-0100', 'tel:4155550100'],
    ['+1 415 555 0100', 'tel:+14155550100'],
    [' 415.555.0100 ', 'tel:4155550100'],
  ])('dials %s as %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it('renders a phone as a tel: link that keeps to one line', () => {
    renderWithProviders(<p>{phoneOr('(415) 555-0100')}</p>);
    const link = screen.getByRole('link', { name: '(415) 555-0100' });
    expect(link).toHaveAttribute('href', 'tel:4155550100');
    expect(link).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('renders an e-mail address as a mailto: link', () => {
    renderWithProviders(<p>{emailOr('desk@mercy.example.org')}</p>);
    expect(screen.getByRole('link', { name: 'desk@mercy.example.org' })).toHaveAttribute(
      'href',
      'mailto:desk@mercy.example.org',
    );
  });

  it('shows the fallback, not a link, when there is no value', () => {
    renderWithProviders(
      <p>
        {phoneOr(null, 'No phone')} {emailOr(undefined, 'No e-mail')}
      </p>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('No phone No e-mail')).toBeInTheDocument();
  });
});
