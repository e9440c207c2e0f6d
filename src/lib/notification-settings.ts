/** SPEC §9 toast settings, shared by the <Notifications> container and the tests. */
export const NOTIFICATION_SETTINGS = {
  position: 'bottom-right',
  autoClose: 4000,
  containerWidth: 440,
  notificationMaxHeight: 200,
  limit: 5,
  transitionDuration: 250,
} as const;
