import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { looksCommon } from './common-password';
import { PasswordStrengthInput } from './password-strength-input';

describe('looksCommon', () => {
  it.each(['P@ssw0rd', 'Password1!', 'Qwerty-2024', '!QAZ2wsx', 'Welcome#1', 'Lifeline-123'])(
    'hints at %s',
    (value) => expect(looksCommon(value)).toBe(true),
  );

  it.each(['Quiet-harbour-42', 'Correct-horse-1', 'x7#Lm9$qR', ''])('lets %s be', (value) =>
    expect(looksCommon(value)).toBe(false),
  );
});

const WARNING = /looks like a common password/;

describe('the strength meter’s early hint', () => {
  it('warns under the criteria for a common password', async () => {
    renderWithProviders(
      <PasswordStrengthInput label="Password" value="P@ssw0rd" onChange={() => undefined} />,
    );
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
  });

  it('says nothing for another password', async () => {
    renderWithProviders(
      <PasswordStrengthInput
        label="Password"
        value="Quiet-harbour-42"
        onChange={() => undefined}
      />,
    );
    await screen.findByRole('progressbar');
    expect(screen.queryByText(WARNING)).toBeNull();
  });
});
