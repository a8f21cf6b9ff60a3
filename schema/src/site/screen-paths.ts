/**
 * Paths the web app and the worker both need to recognise. The web route table
 * (web/src/routes.tsx) uses them for its screens; the worker uses them to tell a screen the
 * static assets cannot know (a learning module, whose ids live in the database) from an
 * unknown address, which answers 404.
 */

/**
 * /learning/{id} loads a module only for a numeric id of at most 15 digits, the ids the API
 * takes; anything else is not found.
 */
export const learningModulePath = /^\/learning\/(?<id>\d{1,15})\/?$/;

/**
 * The empty app shell the worker answers a learning module with, written by the web build.
 * It lives under /learning/, which reaches the worker first, so its own address is not a page.
 */
export const learningModuleShellPath = '/learning/module-shell';

/** The pre-rendered not-found screen, written by the web build as 404.html. */
export const notFoundPagePath = '/404';
