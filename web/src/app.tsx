import { SWRConfig } from 'swr';
import { swrConfig } from './api/swr-config.ts';
import { SiteLayout } from './layout/site-layout.tsx';
import { ScreenSwitch } from './routes.tsx';

export function App() {
  return (
    <SWRConfig value={swrConfig}>
      <SiteLayout>
        <ScreenSwitch />
      </SiteLayout>
    </SWRConfig>
  );
}
