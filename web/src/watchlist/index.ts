/**
 * What the watchlist feature offers the other features. They import it from here, never from the
 * files behind it (dependency-cruiser's web-feature-reaches-another-through-its-index).
 */
export { WatchButton } from './watch-button.tsx';
