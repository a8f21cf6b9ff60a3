import type { PushAlertsState, PushStage } from '@domainary/schema/contracts/push-alerts.ts';
import useSWR, { mutate } from 'swr';
import { apiRequest } from '../api/api-request.ts';
import { errorMessageOf } from '../api/error-message.ts';
import { toast } from '../toast/toast-store.ts';

const pushKey = '/api/watchlist/push';
const SERVICE_WORKER = '/push-service-worker.js';

/** The visitor's push alert settings, asked once the watchlist has loaded (see useWatchlistFeeds). */
export const usePushAlerts = (ready: boolean) => useSWR<PushAlertsState>(ready ? pushKey : null);

/** Whether this browser can take push alerts at all. */
export const canPush = () =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof PushManager !== 'undefined';

async function settle(request: () => Promise<PushAlertsState>, done: string, failed: string) {
  try {
    await mutate(pushKey, await request(), { revalidate: false });
    toast({ title: done });
  } catch (error) {
    console.error('push alert change failed', error);
    toast({ title: 'Error', description: errorMessageOf(error, failed), variant: 'destructive' });
  }
}

/**
 * Asks the browser for permission, subscribes it with the server's VAPID key through the
 * alerts service worker, and stores the subscription.
 */
export function turnOnPush(publicKey: string): Promise<void> {
  return settle(
    async () => {
      if ((await Notification.requestPermission()) !== 'granted')
        throw new Error('Notifications are blocked for this site in your browser settings.');
      const registration = await navigator.serviceWorker.register(SERVICE_WORKER);
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: publicKey,
      });
      return apiRequest<PushAlertsState>(pushKey, { method: 'PUT', body: subscription.toJSON() });
    },
    'Push alerts on',
    'Failed to turn on push alerts. Please try again.',
  );
}

/** Unsubscribes this browser and deletes the stored subscription and every stage choice. */
export function turnOffPush(): Promise<void> {
  return settle(
    async () => {
      const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER);
      await (await registration?.pushManager.getSubscription())?.unsubscribe();
      return apiRequest<PushAlertsState>(pushKey, { method: 'DELETE' });
    },
    'Push alerts off',
    'Failed to turn off push alerts. Please try again.',
  );
}

/** Sets the stages one watched name alerts at. */
export function chooseStages(domain: string, stages: readonly PushStage[]): Promise<void> {
  return settle(
    () => apiRequest<PushAlertsState>(`${pushKey}/stages`, { method: 'PUT', body: { domain, stages } }),
    `Alert stages saved for ${domain}`,
    'Failed to save the alert stages. Please try again.',
  );
}
