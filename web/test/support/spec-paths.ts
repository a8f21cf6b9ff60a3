/** The product's route table as concrete paths (a sample numeric id for /learning/{id}); shared by unit and e2e tests. */
export const specPaths = [
  '/',
  '/find-domains',
  '/watchlist',
  '/company-domains',
  '/ai-domain-generator',
  '/domain-valuation-simulator',
  '/market-trends',
  '/learning',
  '/learning/3',
  '/about',
  '/resources',
  '/resources/domain-guide',
  '/resources/seo-tips',
  '/resources/blog',
  '/resources/tools',
] as const;
