// Shows the drop radar's push alerts. The browser decrypts each message (RFC 8291) before this
// runs; the payload is { title, body, url } (worker/src/alerts/push-request.ts).
self.addEventListener('push', (event) => {
  const alert = event.data ? event.data.json() : null;
  if (!alert) return;
  event.waitUntil(
    self.registration.showNotification(alert.title, { body: alert.body, data: { url: alert.url } }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data?.url;
  if (url) event.waitUntil(self.clients.openWindow(url));
});
