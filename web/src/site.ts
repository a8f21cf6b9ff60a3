/** Product identity shared by the page shell, the default page meta and index.html (via a build plugin). */
export const productName = 'Domainary';
export const defaultTitle = 'Domainary - Domain Name Intelligence and Valuation';
export const defaultDescription =
  'Search, value and watch domain names: estimated values, SEO and brand scores, expiring domains, a directory of the top one million companies and AI name ideas.';
