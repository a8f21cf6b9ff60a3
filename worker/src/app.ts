import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './app-env.ts';
import { apiError } from './http/api-error.ts';
import { ConfigurationError } from './http/configuration-error.ts';
import { InvalidQueryError } from './http/invalid-query.ts';
import { limitBodySize, MAX_API_BODY_BYTES } from './middleware/body-size.ts';
import { provideDatabase } from './middleware/database.ts';
import { applySecurityHeaders } from './middleware/security-headers.ts';
import { identifyVisitor } from './middleware/visitor.ts';
import { achievementRoutes } from './routes/achievements.ts';
import { affiliateClickRoutes } from './routes/affiliate-clicks.ts';
import { aiDomainRoutes } from './routes/ai-domains.ts';
import { apiDocumentRoutes } from './routes/api-document.ts';
import { appraisalRoutes } from './routes/appraisal.ts';
import { companyRoutes } from './routes/companies.ts';
import { conversionRoutes } from './routes/conversions.ts';
import { domainValuationRoutes } from './routes/domain-valuation.ts';
import { domainRoutes } from './routes/domains.ts';
import { healthRoutes } from './routes/health.ts';
import { learningModuleRoutes } from './routes/learning-modules.ts';
import { marketRoutes } from './routes/market.ts';
import { moduleSegmentRoutes } from './routes/module-segments.ts';
import { quizQuestionRoutes } from './routes/quiz-questions.ts';
import { salesRoutes } from './routes/sales.ts';
import { userProgressRoutes } from './routes/user-progress.ts';
import { watchlistRoutes } from './routes/watchlist.ts';

const api = new Hono<AppEnv>()
  .use(limitBodySize(MAX_API_BODY_BYTES))
  .use(identifyVisitor)
  .use(provideDatabase)
  .route('/health', healthRoutes)
  .route('/domains', domainRoutes)
  .route('/watchlist', watchlistRoutes)
  .route('/appraisal', appraisalRoutes)
  .route('/domain-valuation', domainValuationRoutes)
  .route('/companies', companyRoutes)
  .route('/conversions', conversionRoutes)
  .route('/affiliate-clicks', affiliateClickRoutes)
  .route('/market', marketRoutes)
  .route('/sales', salesRoutes)
  .route('/learning-modules', learningModuleRoutes)
  .route('/module-segments', moduleSegmentRoutes)
  .route('/quiz-questions', quizQuestionRoutes)
  .route('/user-progress', userProgressRoutes)
  .route('/achievements', achievementRoutes)
  .route('/ai/domains', aiDomainRoutes);

export const app = new Hono<AppEnv>()
  .use(applySecurityHeaders)
  .route('/api', api)
  .route('/api', apiDocumentRoutes(api, '/api'))
  .notFound((c) => {
    if (new URL(c.req.url).pathname.startsWith('/api')) {
      return apiError(c, 404, 'not_found', `No API route for ${c.req.method} ${new URL(c.req.url).pathname}`);
    }
    return c.env.ASSETS.fetch(c.req.raw);
  })
  .onError((err, c) => {
    if (err instanceof InvalidQueryError) {
      return apiError(c, 400, 'bad_request', `Invalid query: ${err.field}: ${err.message}`, [
        { path: [err.field], message: err.message },
      ]);
    }
    if (err instanceof ConfigurationError) {
      return apiError(c, 503, 'misconfigured', `The server is not set up for this request: ${err.message}`);
    }
    if (err instanceof HTTPException && err.status < 500) {
      return apiError(c, err.status, 'bad_request', err.message || 'Bad request');
    }
    console.error('unhandled error', c.req.method, c.req.path, err);
    return apiError(c, 500, 'internal_error', 'Something went wrong on our side. Please try again.');
  });

export type AppType = typeof api;
