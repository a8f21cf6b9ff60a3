import { Hono } from 'hono';
import { except } from 'hono/combine';
import { HTTPException } from 'hono/http-exception';
import { affiliateClickRoutes } from './affiliate/affiliate-clicks-route.ts';
import { affiliateConfirmationRoutes } from './affiliate/affiliate-confirmations-route.ts';
import { conversionRoutes } from './affiliate/conversions-route.ts';
import { privateFeedRoutes } from './alerts/private-feeds-route.ts';
import type { AppEnv } from './app-env.ts';
import { companyRoutes } from './companies/companies-route.ts';
import { isStatementStopped, STOPPED_RETRY_AFTER_SECONDS } from './db/statement-time-limit.ts';
import { availabilityRoutes } from './domains/availability-route.ts';
import { domainRoutes } from './domains/domains-route.ts';
import { droppingSoonRoutes } from './dropping-soon/dropping-soon-route.ts';
import { generatorRoutes } from './generator/generator-route.ts';
import { healthRoutes } from './health/health-route.ts';
import { ConfigurationError } from './http/configuration-error.ts';
import { apiError } from './http/error-response.ts';
import { refusalResponse } from './http/refusal-response.ts';
import { badgeRoutes } from './learning/badges-route.ts';
import { learningModuleRoutes } from './learning/learning-modules-route.ts';
import { moduleSegmentRoutes } from './learning/module-segments-route.ts';
import { quizQuestionRoutes } from './learning/quiz-questions-route.ts';
import { userProgressRoutes } from './learning/user-progress-route.ts';
import { pauseDuringDataLoad } from './maintenance/data-load-pause.ts';
import { limitBodySize, MAX_API_BODY_BYTES } from './middleware/body-size.ts';
import { provideDatabase } from './middleware/database-session.ts';
import { applySecurityHeaders } from './middleware/security-headers.ts';
import { identifyVisitor } from './middleware/visitor.ts';
import { apiDocumentRoutes } from './openapi/api-document-route.ts';
import { portfolioRoutes } from './portfolio/portfolio-route.ts';
import { salesRoutes } from './sales/sales-route.ts';
import { salesSummaryRoutes } from './sales/sales-summary-route.ts';
import { moduleLookup } from './screens/module-lookup.ts';
import { screenResponse } from './screens/screen-response.ts';
import { simulatorRoutes } from './valuation/simulator-route.ts';
import { valuationRoutes } from './valuation/valuation-route.ts';
import { watchlistRoutes } from './watchlist/watchlist-route.ts';

const api = new Hono<AppEnv>()
  .use(limitBodySize(MAX_API_BODY_BYTES))
  .use(identifyVisitor)
  .use(provideDatabase)
  // The health probe (the database is up) and the API document (built from the contracts)
  // read no table, so they answer during a data load too, without the marker's read.
  .use(except(['/api/health', '/api/openapi.json', '/api/docs'], pauseDuringDataLoad))
  .route('/health', healthRoutes)
  .route('/domains', domainRoutes)
  .route('/availability', availabilityRoutes)
  .route('/watchlist', watchlistRoutes)
  .route('/feeds', privateFeedRoutes)
  .route('/dropping-soon', droppingSoonRoutes)
  .route('/valuation', valuationRoutes)
  .route('/domain-valuation', simulatorRoutes)
  .route('/portfolio', portfolioRoutes)
  .route('/companies', companyRoutes)
  .route('/conversions', conversionRoutes)
  .route('/affiliate-clicks', affiliateClickRoutes)
  .route('/affiliate-confirmations', affiliateConfirmationRoutes)
  .route('/market', salesSummaryRoutes)
  .route('/sales', salesRoutes)
  .route('/learning-modules', learningModuleRoutes)
  .route('/module-segments', moduleSegmentRoutes)
  .route('/quiz-questions', quizQuestionRoutes)
  .route('/user-progress', userProgressRoutes)
  .route('/achievements', badgeRoutes)
  .route('/ai/domains', generatorRoutes);

export const app = new Hono<AppEnv>()
  .use(applySecurityHeaders)
  .route('/api', api)
  .route('/api', apiDocumentRoutes(api, '/api'))
  .notFound((c) => {
    if (new URL(c.req.url).pathname.startsWith('/api')) {
      return apiError(c, 404, 'not_found', `No API route for ${c.req.method} ${new URL(c.req.url).pathname}`);
    }
    return screenResponse(c.env.ASSETS, c.req.raw, moduleLookup(c.env));
  })
  .onError((err, c) => {
    // A setting found unusable deep in a request (a middleware, a helper) throws; it is
    // answered as any other refusal of kind misconfigured.
    if (err instanceof ConfigurationError)
      return refusalResponse(c, { kind: 'misconfigured', message: err.message });
    if (isStatementStopped(err)) {
      c.header('Retry-After', String(STOPPED_RETRY_AFTER_SECONDS));
      return apiError(
        c,
        503,
        'busy',
        'This search took too long and was stopped. Please try again in a few seconds, or narrow it.',
      );
    }
    if (err instanceof HTTPException && err.status < 500) {
      return apiError(c, err.status, 'bad_request', err.message || 'Bad request');
    }
    console.error('unhandled error', c.req.method, c.req.path, err);
    return apiError(c, 500, 'internal_error', 'Something went wrong on our side. Please try again.');
  });
