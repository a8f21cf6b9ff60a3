/**
 * The deployment is set up wrong (a missing or unusable secret). The worker answers with a
 * 503 that names the setting, instead of a bare 500, and keeps serving the routes that do
 * not need it.
 */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}
