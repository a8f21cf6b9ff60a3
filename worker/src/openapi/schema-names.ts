import { apiErrorSchema } from '@domainary/schema/contracts/api-error.ts';
import { availabilitySchema } from '@domainary/schema/contracts/availability.ts';
import { companySchema } from '@domainary/schema/contracts/companies.ts';
import { domainSourcesSchema } from '@domainary/schema/contracts/domain-sources.ts';
import { domainCandidateSchema, domainSchema } from '@domainary/schema/contracts/domains.ts';
import { figureSourceSchema } from '@domainary/schema/contracts/figure-source.ts';
import { badgeSchema, learningModuleSchema, userBadgeSchema } from '@domainary/schema/contracts/learning.ts';
import { reportedSaleSchema, saleSchema } from '@domainary/schema/contracts/sales.ts';
import { valuationSchema } from '@domainary/schema/contracts/valuation.ts';
import * as z from 'zod';

/**
 * Contract shapes that several responses share get a name in the document's components.
 * A local registry: the contracts themselves stay free of documentation metadata.
 */
export const schemaNames = z.registry<{ id: string }>();

schemaNames.add(apiErrorSchema, { id: 'ApiError' });
schemaNames.add(availabilitySchema, { id: 'Availability' });
schemaNames.add(domainSchema, { id: 'Domain' });
schemaNames.add(figureSourceSchema, { id: 'FigureSource' });
schemaNames.add(domainSourcesSchema, { id: 'DomainSources' });
schemaNames.add(domainCandidateSchema, { id: 'DomainCandidate' });
schemaNames.add(companySchema, { id: 'Company' });
schemaNames.add(valuationSchema, { id: 'NameValuation' });
schemaNames.add(saleSchema, { id: 'Sale' });
schemaNames.add(reportedSaleSchema, { id: 'ReportedSale' });
schemaNames.add(learningModuleSchema, { id: 'LearningModule' });
schemaNames.add(badgeSchema, { id: 'Badge' });
schemaNames.add(userBadgeSchema, { id: 'UserBadge' });
