import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { FormFailureReason } from '@/lib/forms';
import { renderWithProviders } from '@/testing/render';
import { FormFailure } from './form-failure';
import { useFormSubmit, type FormSubmitOptions } from './use-form-submit';

type Options = Omit<FormSubmitOptions<{ name: string }, void>, 'onSaved'>;

function NameForm(options: Options) {
  const form = useForm({ mode: 'controlled', initialValues: { name: 'Mercy' } });
  const submit = useFormSubmit(form, { ...options, onSaved: vi.fn() });
  return (
    <form onSubmit={submit.handleSubmit} aria-label="Name form">
      <FormFailure failure={submit.failure} />
      <TextInput label="Name" {...form.getInputProps('name')} />
    </form>
  );
}

describe('useFormSubmit', () => {
  it('drops a second submit while the first is still saving', () => {
    const save = vi.fn(() => new Promise<void>(() => {}));
    renderWithProviders(<NameForm save={save} />);
    const form = screen.getByRole('form', { name: 'Name form' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('puts 422 items on their fields, or where the form says, and shows a reason from the start', async () => {
    const reject = () => Promise.reject(new ApiError(422, [{ path: 'name', message: 'Taken' }]));
    const { user, unmount } = renderWithProviders(<NameForm save={reject} />);
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Taken')).toBeInTheDocument();
    unmount();

    const notice: FormFailureReason = { kind: 'message', message: 'Your sign-in has expired.' };
    const showFailure = vi.fn(() => ({ kind: 'message', message: 'Placed elsewhere' }) as const);
    renderWithProviders(
      <NameForm save={reject} showFailure={showFailure} initialFailure={notice} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your sign-in has expired.');
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Placed elsewhere')).toBeInTheDocument();
    expect(screen.queryByText('Taken')).toBeNull();
  });
});
