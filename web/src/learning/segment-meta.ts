import type { SegmentType } from '@domainary/schema/contracts/learning.ts';
import { CirclePlay, FileText, ListChecks, type LucideIcon, MousePointerClick } from 'lucide-react';

export const segmentTypeMeta: Record<SegmentType, { label: string; icon: LucideIcon }> = {
  text: { label: 'Text', icon: FileText },
  video: { label: 'Video', icon: CirclePlay },
  quiz: { label: 'Quiz', icon: ListChecks },
  interactive: { label: 'Interactive', icon: MousePointerClick },
};
