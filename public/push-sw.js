/*
 * [ours] Issue 24: Web Push in the app's service worker (pwa.config.ts imports this file into
 * sw.js). A push's payload holds no PHI: its kind, a short sentence and the page to open. The
 * notification opens that page, in a Lifeline window already open when there is one.
 */
/* global self, URL */
self.addEventListener('push', (event) => {
  let payload;
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = {};
  }
  const url = typeof payload.url === 'string' && payload.url.startsWith('/') ? payload.url : '/';
  event.waitUntil(
    self.registration.showNotification(payload.title || 'Lifeline', {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      tag: `${payload.kind || 'notice'}:${url}`,
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (new URL(client.url).origin === self.location.origin && 'navigate' in client)
          return client.focus().then(() => client.navigate(target));
      }
      return self.clients.openWindow(target);
    }),
  );
});
