import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '@/lib/api-client';
import type { FormFailureReason } from '@/lib/forms';
import { renderWithProviders } from '@/testing/render';
import { FormFailure } from './form-failure';
import { useFormSubmit, type FormSubmitOptions } from './use-form-submit';

type Options = Omit<FormSubmitOptions<{ name: string; town: string }, void>, 'onSaved'>;

function NameForm({ name = 'Mercy', ...options }: Options & { name?: string }) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { name, town: 'Daly City' },
    validate: { name: (value) => (value === '' ? 'Name is required' : null) },
    validateInputOnBlur: true,
  });
  const submit = useFormSubmit(form, { ...options, onSaved: vi.fn() });
  return (
    <form onSubmit={submit.handleSubmit} aria-label="Name form">
      <FormFailure failure={submit.failure} />
      <TextInput label="Town" {...form.getInputProps('town')} />
      <TextInput label="Name" {...form.getInputProps('name')} />
      <Button type="submit">Send</Button>
    </form>
  );
}

afterEach(() => vi.restoreAllMocks());

/** The elements scrollIntoView was called on, in order. */
function spyOnScrolling() {
  const scrolled: Element[] = [];
  vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolled.push(this);
  });
  return scrolled;
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

  it('moves the focus to the failure alert and scrolls it into view when the save is refused', async () => {
    const scrolled = spyOnScrolling();
    const reject = () => Promise.reject(new NetworkError('offline'));
    const { user } = renderWithProviders(<NameForm save={reject} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    await vi.waitFor(() => expect(alert).toHaveFocus());
    expect(scrolled).toEqual([alert]);
  });

  it('moves the focus to the first field the server refused, past fields that are fine', async () => {
    const scrolled = spyOnScrolling();
    const reject = () => Promise.reject(new ApiError(422, [{ path: 'name', message: 'Taken' }]));
    const { user } = renderWithProviders(<NameForm save={reject} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await vi.waitFor(() => expect(name).toHaveFocus());
    expect(scrolled).toEqual([name]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('moves the focus to the first field the schema refused, without saving', async () => {
    const scrolled = spyOnScrolling();
    const save = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(<NameForm name="" save={save} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await vi.waitFor(() => expect(name).toHaveFocus());
    expect(scrolled).toEqual([name]);
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps the server error on the field Enter was pressed in when the alert above takes the focus', async () => {
    const reject = () =>
      Promise.reject(
        new ApiError(422, [{ path: 'name', message: 'Taken' }, { message: 'Try again later' }]),
      );
    const { user } = renderWithProviders(<NameForm save={reject} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.click(name);
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    await vi.waitFor(() => expect(alert).toHaveFocus());
    expect(alert).toHaveTextContent('Try again later');
    expect(name).toHaveAccessibleDescription('Taken');
  });
});
