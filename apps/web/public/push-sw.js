// Shows the pushes of scheduled notifications and sendNotify (title, content, optional link on this site).
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { title: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || '', {
      body: message.content || '',
      icon: '/favicon.svg',
      data: { link: typeof message.link === 'string' && message.link.startsWith('/') ? message.link : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(self.clients.openWindow(new URL(event.notification.data.link, self.location.origin).href));
});
