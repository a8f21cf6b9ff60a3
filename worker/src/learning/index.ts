/** The academy's modules as the screens look them up. */
export { findModule } from './data/module-contents.ts';
