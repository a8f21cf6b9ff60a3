/**
 * The packages import one way: schema ← worker ← seed, and schema ← web. A package reaches
 * another only by its name (@domainary/...), never by a relative path out of its folder.
 * `npm run check:imports` (part of `npm test`) fails on any import against this.
 */
const packages = '(schema|worker|web|seed)';
/** The worker's folders every feature may use: they hold no feature's rules. */
const workerShared = '(db|http|middleware|openapi|search|availability)';

/**
 * The web's folders that are not features: the shared layers (`ui/` and the rest, which any
 * feature may import) and the app around the features (`pages/`, `layout/`, `prerender/`).
 * Every other folder under `web/src/` is a feature.
 */
const webSharedFolders = 'api|ui|format|currency|dialog|toast|charts|page-meta|sample-data|prose|content';
const webAppFolders = 'pages|layout|prerender';
const webShared = `^web/src/(${webSharedFolders})/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'schema-imports-no-package',
      comment: 'schema is the shared base: tables, contracts and reference data every package reads.',
      severity: 'error',
      from: { path: '^schema/' },
      to: { path: '^(worker|web|seed)/' },
    },
    {
      name: 'worker-imports-only-schema',
      comment: 'The worker may read schema; seed builds on the worker, and web talks to it over HTTP.',
      severity: 'error',
      from: { path: '^worker/' },
      to: { path: '^(web|seed)/' },
    },
    {
      name: 'web-imports-only-schema',
      comment: 'The web app reaches the worker over HTTP only; what both need lives in schema.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(worker|seed)/' },
    },
    {
      name: 'seed-imports-no-web',
      severity: 'error',
      from: { path: '^seed/' },
      to: { path: '^web/' },
    },
    {
      name: 'no-relative-import-out-of-package',
      comment: 'Another package is imported by its name (@domainary/...), which its exports allow.',
      severity: 'error',
      from: { path: `^${packages}/` },
      to: { dependencyTypes: ['local'], pathNot: '^$1/' },
    },
    {
      name: 'worker-data-reads-down-only',
      comment:
        "A feature's data/ holds its queries and their row types: it may read data/ modules (its own or another feature's), the database helpers (db/, search/), the one refusal type (refusal.ts) and schema, never a feature's rules above it.",
      severity: 'error',
      from: { path: '^worker/src/([^/]+)/data/' },
      to: {
        path: '^worker/src/',
        pathNot: ['^worker/src/[^/]+/data/', '^worker/src/(db|search)/', '^worker/src/refusal\\.ts$'],
      },
    },
    {
      name: 'worker-sql-only-in-data',
      comment:
        "A worker module writes no SQL outside a feature's data/ and the database helpers (db/): drizzle-orm (its sql template, SQL fragments, query builders) is imported there only, so services and routes hold decisions and the statements they lead to live in one place.",
      severity: 'error',
      from: {
        path: '^worker/src/',
        pathNot: ['^worker/src/[^/]+/data/', '^worker/src/db/', '\\.test\\.ts$'],
      },
      to: { path: '(^|/)node_modules/drizzle-orm/' },
    },
    {
      name: 'worker-features-meet-at-their-index',
      comment:
        "A worker feature reaches another only through the index.ts that feature exports for the purpose, so what lies behind it can change without the others knowing. Shared folders (db/, http/, middleware/, openapi/, search/, availability/) serve every feature, and schedule/ composes them as app.ts does. A data/ module may still read another feature's data/ (queries over shared tables), as worker-data-reads-down-only allows.",
      severity: 'error',
      from: {
        path: '^worker/src/([^/]+)/',
        pathNot: [
          `^worker/src/${workerShared}/`,
          '^worker/src/schedule/',
          '^worker/src/[^/]+/data/',
          '\\.test\\.ts$',
        ],
      },
      to: {
        path: '^worker/src/[^/]+/',
        pathNot: ['^worker/src/$1/', `^worker/src/${workerShared}/`, '^worker/src/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'web-feature-reaches-another-through-its-index',
      comment:
        "A web feature may import the shared layers and another feature's index.ts, the one module that feature keeps for others, never the files behind it: what a feature hides it may change.",
      severity: 'error',
      from: { path: '^web/src/([^/]+)/', pathNot: `^web/src/(${webSharedFolders}|${webAppFolders})/` },
      to: {
        path: '^web/src/[^/]+/',
        pathNot: ['^web/src/$1/', webShared, '^web/src/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'web-feature-imports-its-own-files-directly',
      comment:
        "A feature's index.ts is for the other features; inside the feature each module is imported by its own path, so every module has one import path from each side.",
      severity: 'error',
      from: { path: '^web/src/([^/]+)/' },
      to: { path: '^web/src/$1/index\\.ts$' },
    },
    {
      name: 'web-shared-imports-no-feature',
      comment:
        'The shared layers sit under every feature: they import each other and schema, never a feature or a page. Their tests may check them against the app that uses them.',
      severity: 'error',
      from: { path: webShared, pathNot: '\\.test\\.tsx?$' },
      to: { path: '^web/src/[^/]+/', pathNot: webShared },
    },
    {
      name: 'no-import-cycle',
      comment: 'A cycle means two modules are one; the shared part belongs in a module both import.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolvable-import',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^cloudflare:' },
    },
  ],
  options: {
    parser: 'swc',
    // Packages are kept as leaves, never followed, so a rule can name one (worker-sql-only-in-data).
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '/dist/|^web/build/out/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
