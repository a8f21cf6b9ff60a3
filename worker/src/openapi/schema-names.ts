import { z } from 'zod';
import { apiErrorSchema } from '../../../schema/src/contracts/api-error.ts';
import { availabilitySchema } from '../../../schema/src/contracts/availability.ts';
import { companySchema } from '../../../schema/src/contracts/companies.ts';
import { domainCandidateSchema, domainSchema } from '../../../schema/src/contracts/domains.ts';
import {
  badgeSchema,
  learningModuleSchema,
  userBadgeSchema,
} from '../../../schema/src/contracts/learning.ts';
import { saleSchema } from '../../../schema/src/contracts/sales.ts';
import { appraisalSchema } from '../../../schema/src/contracts/valuation.ts';

/**
 * Contract shapes that several responses share get a name in the document's components.
 * A local registry: the contracts themselves stay free of documentation metadata.
 */
export const schemaNames = z.registry<{ id: string }>();

schemaNames.add(apiErrorSchema, { id: 'ApiError' });
schemaNames.add(availabilitySchema, { id: 'Availability' });
schemaNames.add(domainSchema, { id: 'Domain' });
schemaNames.add(domainCandidateSchema, { id: 'DomainCandidate' });
schemaNames.add(companySchema, { id: 'Company' });
schemaNames.add(appraisalSchema, { id: 'Appraisal' });
schemaNames.add(saleSchema, { id: 'Sale' });
schemaNames.add(learningModuleSchema, { id: 'LearningModule' });
schemaNames.add(badgeSchema, { id: 'Badge' });
schemaNames.add(userBadgeSchema, { id: 'UserBadge' });
