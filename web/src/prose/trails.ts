import type { Crumb } from './breadcrumbs.tsx';

/** Breadcrumb trails of the content pages, so each page states only where it sits. */
export const resourcesTrail: readonly Crumb[] = [{ href: '/resources', label: 'Resources' }];
export const blogTrail: readonly Crumb[] = [...resourcesTrail, { href: '/resources/blog', label: 'Blog' }];
