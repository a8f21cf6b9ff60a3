import type { AcademyRows } from './rows.ts';

/** Badge 1 is the one requested on every module completion; the rest are milestones. */
export const academyBadges: AcademyRows['badges'] = [
  {
    id: 1,
    name: 'First Steps',
    description: 'Completed your first Academy module.',
    iconUrl: '/badges/first-steps.svg',
    pointsValue: 50,
    criterion: 'modules_completed',
    threshold: 1,
  },
  {
    id: 2,
    name: 'Flawless',
    description: 'Completed a module with every point it offers.',
    iconUrl: '/badges/flawless.svg',
    pointsValue: 75,
    criterion: 'perfect_modules',
    threshold: 1,
  },
  {
    id: 3,
    name: 'Rising Investor',
    description: 'Completed three Academy modules.',
    iconUrl: '/badges/rising-investor.svg',
    pointsValue: 100,
    criterion: 'modules_completed',
    threshold: 3,
  },
  {
    id: 4,
    name: 'Point Collector',
    description: 'Earned 500 points across the Academy.',
    iconUrl: '/badges/point-collector.svg',
    pointsValue: 100,
    criterion: 'points_earned',
    threshold: 500,
  },
  {
    id: 5,
    name: 'Academy Graduate',
    description: 'Completed all eight Academy modules.',
    iconUrl: '/badges/academy-graduate.svg',
    pointsValue: 250,
    criterion: 'modules_completed',
    threshold: 8,
  },
];
