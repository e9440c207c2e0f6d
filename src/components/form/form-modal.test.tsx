import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { FormModal } from './form-modal';
import { SaveForm } from './save-form';
import { useFormSave } from './use-form-save';

function NameModal({ save, onClose }: { save: () => Promise<void>; onClose: () => void }) {
  const form = useForm({ mode: 'controlled', initialValues: { name: '' } });
  const saving = useFormSave(form, { save, onSaved: onClose });
  return (
    <FormModal title="Name it" save={saving} onClose={onClose}>
      {(requestClose) => (
        <SaveForm
          save={saving}
          failureTitle="Failed to name it."
          onCancel={requestClose}
          submitLabel="Name"
        >
          <TextInput label="Name" {...form.getInputProps('name')} />
        </SaveForm>
      )}
    </FormModal>
  );
}

describe('FormModal with SaveForm', () => {
  it('closes an unchanged form at once from Cancel', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<NameModal save={vi.fn()} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Name it' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before closing a changed form, and closes on Yes', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<NameModal save={vi.fn()} onClose={onClose} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Mercy');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('This form has unsaved changes.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('shows a failed save under the failure title and stays open', async () => {
    const onClose = vi.fn();
    const save = vi.fn(() => Promise.reject(new ApiError(500, 'The server broke')));
    const { user } = renderWithProviders(<NameModal save={save} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(await screen.findByText('Failed to name it.')).toBeInTheDocument();
    expect(screen.getByText('The server broke')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
