import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { DateField } from './date-field';

function Harness({ initial = '', isChecked = false }: { initial?: string; isChecked?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Date of Birth"
        calendarLabel="Pick the date from a calendar"
        value={value}
        onChange={setValue}
        maxDate="2024-06-05"
        {...(isChecked
          ? { invalidMessage: 'Not a real date', afterMaxMessage: 'Cannot be after today' }
          : {})}
      />
      <output aria-label="stored">{value}</output>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Date of Birth' });
const stored = () => screen.getByRole('status', { name: 'stored' });

describe('DateField', () => {
  it('takes a typed date, without opening the calendar over the next fields', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.type(input(), '03/15/1980');
    expect(stored()).toHaveTextContent('1980-03-15');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.tab();
    expect(input()).toHaveValue('03/15/1980');
  });

  it('keeps the last whole date while the typing is unfinished, and shows it again on blur', async () => {
    const { user } = renderWithProviders(<Harness initial="1980-03-15" />);
    expect(input()).toHaveValue('03/15/1980');
    await user.clear(input());
    await user.type(input(), '04/01/19');
    expect(stored()).toHaveTextContent('1980-03-15');
    await user.tab();
    expect(input()).toHaveValue('03/15/1980');
  });

  it('refuses a typed date after maxDate', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.type(input(), '06/06/2024');
    expect(stored()).toBeEmptyDOMElement();
  });

  it('picks a date from the calendar opened by its button', async () => {
    const { user } = renderWithProviders(<Harness initial="1980-03-15" />);
    const button = screen.getByRole('button', { name: 'Pick the date from a calendar' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // With a date, the calendar opens on its month.
    expect(await screen.findByRole('button', { name: '15 March 1980' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'March 1980' }));
    await user.click(await screen.findByRole('button', { name: '1980' }));
    await user.click(await screen.findByRole('button', { name: '1984' }));
    await user.click(await screen.findByRole('button', { name: 'Jul' }));
    await user.click(await screen.findByRole('button', { name: '4 July 1984' }));
    await waitFor(() => expect(stored()).toHaveTextContent('1984-07-04'));
    expect(input()).toHaveValue('07/04/1984');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  describe('with messages (issue 22: a refused date is never put back silently)', () => {
    it.each([
      ['02/30/1990', 'Not a real date'],
      ['13/01/1990', 'Not a real date'],
      ['04/01/19', 'Not a real date'],
      ['06/06/2024', 'Cannot be after today'],
    ])('says why %j is refused, on the field, and keeps the text to correct', async (text, why) => {
      const { user } = renderWithProviders(<Harness initial="1980-03-15" isChecked />);
      await user.clear(input());
      await user.type(input(), text);
      await user.tab();
      expect(input()).toHaveValue(text);
      expect(input()).toHaveAttribute('aria-invalid', 'true');
      expect(input()).toHaveAccessibleDescription(why);
      // The old date is not kept behind the refused text: nothing would be saved by mistake.
      expect(stored()).toBeEmptyDOMElement();
    });

    it('clears the message once a real date is typed', async () => {
      const { user } = renderWithProviders(<Harness isChecked />);
      await user.type(input(), '02/30/1990');
      await user.tab();
      expect(input()).toHaveAccessibleDescription('Not a real date');
      await user.clear(input());
      await user.type(input(), '02/28/1990');
      await user.tab();
      expect(stored()).toHaveTextContent('1990-02-28');
      expect(input()).not.toHaveAttribute('aria-invalid');
      expect(input()).toHaveValue('02/28/1990');
    });

    it('clears the date when the text is deleted', async () => {
      const { user } = renderWithProviders(<Harness initial="1980-03-15" isChecked />);
      await user.clear(input());
      await user.tab();
      expect(stored()).toBeEmptyDOMElement();
      expect(input()).not.toHaveAttribute('aria-invalid');
    });
  });
});
