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

  it.each(['1 (415) 555-0100', '+1 415 555 0100', '415.555.0100', '4155550100', '1-415-555-0100'])(
    'reads the pasted %j as (415) 555-0100',
    async (pasted) => {
      const onChange = vi.fn();
      const { user } = renderWithProviders(<Harness onChange={onChange} />);
      const input = screen.getByRole('textbox', { name: 'Phone' });
      await user.click(input);
      await user.paste(pasted);
      expect(input).toHaveValue('(415) 555-0100');
      expect(onChange).toHaveBeenLastCalledWith('(415) 555-0100');
    },
  );

  it('strips a typed country code instead of shifting the digits', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(input, '1 (415) 555-0100');
    expect(input).toHaveValue('(415) 555-0100');
  });

  it('keeps an incomplete or over-long paste as it is, for the form to refuse', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await user.click(input);
    await user.paste('555-0100');
    expect(input).toHaveValue('(555) 010-0');
    await user.clear(input);
    await user.paste('415 555 0100 22');
    expect(input).toHaveValue('(415) 555-0100 22');
  });

  it("leaves the value empty, with no stray '(', when only letters are typed", async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(input, 'abc');
    expect(input).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();
  });
});
