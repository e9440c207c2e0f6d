import { act, render, screen } from '@testing-library/react';
import { notifications, notificationsStore } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createTestI18n } from '@/testing/i18n';
import { createTestQueryClient } from '@/testing/render';
import { NOTIFICATION_SETTINGS, notifyError, notifySuccess } from './notify';

function renderProviders() {
  render(
    <AppProviders queryClient={createTestQueryClient()} i18n={createTestI18n()} env="test">
      <p>app</p>
    </AppProviders>,
  );
}

describe('notifications', () => {
  it('use the SPEC §9 settings', () => {
    expect(NOTIFICATION_SETTINGS).toEqual({
      position: 'bottom-right',
      autoClose: 4000,
      containerWidth: 440,
      notificationMaxHeight: 200,
      limit: 5,
      transitionDuration: 250,
    });
  });

  it('show at most 5 at once and queue the rest', async () => {
    renderProviders();
    // The container loads beside the first page (providers.tsx): let it mount first.
    await act(async () => {
      await import('@mantine/notifications');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    act(() => {
      for (let index = 1; index <= 7; index += 1) notifySuccess(`Message ${index}`);
    });
    expect(screen.getByText('Message 5')).toBeInTheDocument();
    expect(screen.queryByText('Message 6')).not.toBeInTheDocument();
    expect(notificationsStore.getState().notifications).toHaveLength(5);
    expect(notificationsStore.getState().queue.map((item) => item.message)).toEqual([
      'Message 6',
      'Message 7',
    ]);
  });

  it('colour success green and errors red', () => {
    const show = vi.spyOn(notifications, 'show');
    notifySuccess('Saved.');
    notifyError('Failed to fetch patient.');
    expect(show).toHaveBeenNthCalledWith(
      1,
      expect.objectContaining({ color: 'green', message: 'Saved.' }),
    );
    expect(show).toHaveBeenNthCalledWith(
      2,
      expect.objectContaining({ color: 'red', message: 'Failed to fetch patient.' }),
    );
  });
});
