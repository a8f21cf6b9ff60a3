/**
 * Column names the company importer understands, compared without case, spaces or
 * punctuation ("Year Founded" = year_founded). They cover the popular free company
 * datasets: the People Data Labs free company dataset and the "7+ million companies"
 * export (name, domain, year founded, industry, size range, country, current employee
 * estimate), Crunchbase open data (name, homepage_url, category_list, country_code,
 * founded_on) and plain hand-made lists.
 */
export const companyColumnAliases = {
  name: ['name', 'company', 'companyname', 'organization', 'organizationname', 'organisation'],
  domain: ['domain', 'website', 'url', 'homepage', 'homepageurl', 'domainname', 'site', 'web'],
  industry: ['industry', 'sector', 'category', 'categorylist', 'industryname', 'vertical'],
  country: ['country', 'countryname', 'countrycode', 'hqcountry', 'headquarterscountry', 'location_country'],
  founded: ['founded', 'yearfounded', 'foundedyear', 'foundedon', 'foundeddate', 'foundingyear', 'founding'],
  employees: [
    'employees',
    'employeecount',
    'numberofemployees',
    'numemployees',
    'currentemployeeestimate',
    'totalemployeeestimate',
    'staff',
    'headcount',
    'sizerange',
    'size',
    'employeerange',
  ],
  rank: ['rank', 'ranking', 'position'],
  revenue: ['revenue', 'revenueusd', 'annualrevenue'],
  description: ['description', 'shortdescription', 'about', 'summary'],
} as const;

export type CompanyField = keyof typeof companyColumnAliases;
const requiredCompanyFields = ['name', 'domain', 'industry', 'country', 'founded', 'employees'] as const;

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Each field's columns, in the order of its aliases: the first non-empty one is read. */
export type CompanyColumns = Partial<Record<CompanyField, number[]>>;

/**
 * Which columns hold each field, best first (an exact head count before a size range, so a
 * row lacking the count still has its range). Missing required fields are listed.
 */
export function mapCompanyColumns(headers: readonly string[]): {
  columns: CompanyColumns;
  missing: CompanyField[];
} {
  const normalised = headers.map(normalise);
  const columns: CompanyColumns = {};
  for (const [field, aliases] of Object.entries(companyColumnAliases) as [
    CompanyField,
    readonly string[],
  ][]) {
    const found = aliases.map((alias) => normalised.indexOf(normalise(alias))).filter((at) => at >= 0);
    if (found.length > 0) columns[field] = found;
  }
  return { columns, missing: requiredCompanyFields.filter((field) => columns[field] === undefined) };
}
