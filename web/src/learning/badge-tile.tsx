import type { UserBadge } from '@domainary/schema/contracts/learning.ts';
import { Award } from 'lucide-react';
import { useState } from 'react';

/** A badge tile: icon (a default one when missing or broken), name, description, points. */
export function BadgeTile({ userBadge: { badge } }: { userBadge: UserBadge }) {
  const [iconFailed, setIconFailed] = useState(false);
  return (
    <article className="card border border-base-300 bg-base-100 text-center shadow-sm">
      <div className="card-body items-center gap-2">
        {badge.iconUrl && !iconFailed ? (
          <img src={badge.iconUrl} alt="" width={72} height={72} onError={() => setIconFailed(true)} />
        ) : (
          <Award aria-hidden="true" size={72} className="text-primary" data-testid="default-badge-icon" />
        )}
        <h3 className="font-semibold">{badge.name}</h3>
        <p className="text-sm text-base-content/80">{badge.description}</p>
        <p className="badge badge-accent">{badge.pointsValue} points</p>
      </div>
    </article>
  );
}
