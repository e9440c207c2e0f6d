import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { PhoneInput } from './phone-input';

function Harness({
  onChange,
  initial = '',
}: {
  onChange: (value: string) => void;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <PhoneInput
      label="Phone"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('PhoneInput', () => {
  it('formats typed digits as (415) 555-1234', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(input, '4155551234');
    expect(input).toHaveValue('(415) 555-1234');
    expect(onChange).toHaveBeenLastCalledWith('(415) 555-1234');
  });

  it('ignores letters and anything beyond ten digits', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(input, '41a5x555123499');
    expect(input).toHaveValue('(415) 555-1234');
  });

  it("reports '' once the number is erased", async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} initial="(415) 555-1234" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveValue('(415) 555-1234');
    await user.clear(input);
    expect(input).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
