/** The stage alerts other features use: the watchlist mounts the feed and push routes, the radar hands each stage change to the alerts. */
export { watchlistFeedRoutes } from './feeds-route.ts';
export { pushAlertRoutes } from './push-route.ts';
export type { StageChange } from './stage-alerts.ts';
