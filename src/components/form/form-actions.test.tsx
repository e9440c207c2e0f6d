import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { FormActions } from './form-actions';

describe('FormActions', () => {
  it('keeps focus in the field while the submit button is pressed, so the press is not lost', () => {
    renderWithProviders(
      <form>
        <input aria-label="Name" />
        <FormActions isSubmitting={false} submitLabel="Add" />
      </form>,
    );
    const name = screen.getByRole('textbox', { name: 'Name' });
    name.focus();
    // fireEvent answers false when a handler prevented the default (here: moving focus).
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: 'Add' }))).toBe(false);
    expect(fireEvent.mouseDown(name)).toBe(true);
  });
});
