import { Info } from 'lucide-react';
import { useId, useState } from 'react';

/**
 * A help icon whose text shows on hover and on keyboard focus, and hides on Escape. The
 * text is real DOM described to the icon's button, so screen readers announce it too.
 */
export function HelpTooltip({ text, label }: { text: string; label: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span className="relative inline-flex">
      <button
        type="button"
        className="btn btn-ghost btn-circle btn-xs"
        aria-label={label}
        aria-describedby={open ? id : undefined}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        <Info aria-hidden="true" size={16} />
      </button>
      {open && (
        <span
          id={id}
          role="tooltip"
          className="absolute bottom-full left-1/2 z-20 mb-1 w-60 -translate-x-1/2 rounded-box bg-neutral px-3 py-2 text-sm text-neutral-content shadow"
        >
          {text}
        </span>
      )}
    </span>
  );
}
