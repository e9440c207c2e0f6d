import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ConfirmDialog } from './confirm-dialog';

function Harness({
  onConfirm,
  isConfirming = false,
}: {
  onConfirm: () => void;
  isConfirming?: boolean;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Delete record
      </button>
      <ConfirmDialog
        opened={opened}
        title="Delete physician"
        message="Are you sure you want to delete this physician record?"
        onConfirm={onConfirm}
        onCancel={() => setOpened(false)}
        isConfirming={isConfirming}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks its question with the focus on No, and No closes it without confirming', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithProviders(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Delete record' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete physician' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this physician record?');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('calls onConfirm for Yes', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithProviders(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete record' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed while the action runs', async () => {
    const { user } = renderWithProviders(<Harness onConfirm={() => undefined} isConfirming />);
    await user.click(screen.getByRole('button', { name: 'Delete record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete physician' });
    expect(within(dialog).getByRole('button', { name: 'No' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Delete physician' })).toBeInTheDocument();
  });

  it('names whom it is about beneath the question, and its buttons say what they do', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog
        opened
        title="Delete hospital"
        message="Are you sure you want to delete the hospital Mercy General?"
        detail={<p>Mercy General is linked to 3 patients.</p>}
        cancelLabel="Cancel"
        confirmLabel="Delete hospital"
        onConfirm={onConfirm}
        onCancel={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete hospital' });
    expect(dialog).toHaveTextContent('Mercy General is linked to 3 patients.');
    expect(within(dialog).queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete hospital' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
