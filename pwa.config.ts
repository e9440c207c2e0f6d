import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The service worker and web app manifest (issue 13, offline). The worker pre-caches the app
 * shell only: hashed JS and CSS, the SPA's translations (common.json, every language), the icons and index.html as the
 * server sends it at install time (no session data: only /patients/<id> pages may carry any).
 * Navigations always go to the network; the pre-cached shell answers only when there is none.
 * Nothing else is cached at run time: no /api response and no page the network returned.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  // A new version waits for the user's Reload (src/features/offline/update-prompt.tsx).
  registerType: 'prompt',
  // The app registers the worker itself, after load, through a small dynamic import.
  injectRegister: false,
  strategies: 'generateSW',
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  includeAssets: [],
  manifest: {
    id: '/',
    name: 'Lifeline',
    short_name: 'Lifeline',
    description: 'Emergency medical information for first responders.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#c92a2a',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: [
      'index.html',
      'assets/**/*.{js,css}',
      // Issue 14: the SPA's texts in every language, so the offline screen is in the member's.
      'locales/*/common.json',
      // [ours] The phrase card's phrases in every language: it opens offline (issue 14).
      'locales/*/phrases.json',
      '*.{svg,png,webmanifest}',
    ],
    // [ours] Issue 24: Web Push's notifications (public/push-sw.js).
    importScripts: ['/push-sw.js'],
    // One file: no workbox-<hash>.js beside it.
    inlineWorkboxRuntime: true,
    cleanupOutdatedCaches: true,
    // No app-shell routing for every navigation: the server's page wins whenever it answers.
    navigateFallback: null,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: 'index.html' } },
      },
    ],
  },
};
