// Plain JavaScript on purpose: it must run on the old Node it refuses. Older Node versions
// cannot load the TypeScript sources at all and die with ERR_UNKNOWN_FILE_EXTENSION, which
// tells a newcomer nothing about the fix.
import { readFileSync } from 'node:fs';

const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const required = packageJson.engines.node;
const [needMajor, needMinor] = required
  .replace(/^>=\s*/, '')
  .split('.')
  .map(Number);
const [major, minor] = process.versions.node.split('.').map(Number);

if (major < needMajor || (major === needMajor && minor < needMinor)) {
  console.error(
    `Domainary needs Node ${required} (this is ${process.version}): install Node 24 from nodejs.org or with nvm (\`nvm install 24\`), or run \`bash .ci/run\`, which fetches it into .tools/.`,
  );
  process.exit(1);
}
