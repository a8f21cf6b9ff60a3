import type { DroppingSoon } from '@domainary/schema/contracts/dropping-soon.ts';
import useSWR from 'swr';

/** The public "Dropping soon" list. */
export const useDroppingSoon = () => useSWR<DroppingSoon>('/api/dropping-soon');
