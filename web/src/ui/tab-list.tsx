import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { arrowKeyTarget } from './arrow-keys.ts';

export type TabItem<T extends string> = { id: T; label: ReactNode; disabled?: boolean };

/** The ids that tie a tab to its panel. */
export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * WAI-ARIA tabs: one tab stop for the whole list, Left/Right arrows (wrapping), Home and End
 * move between the enabled tabs and select the one they land on; disabled tabs are skipped.
 */
export function TabList<T extends string>({
  label,
  prefix,
  tabs,
  selected,
  onSelect,
  className = 'tabs tabs-border',
}: {
  label: string;
  prefix: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  className?: string;
}) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const enabled = tabs.filter((tab) => !tab.disabled);
    const at = enabled.findIndex((tab) => tab.id === selected);
    const to = arrowKeyTarget(event.key, at, enabled.length);
    const target = to === undefined ? undefined : enabled[to];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    buttons.current.get(target.id)?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className={className} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          ref={(element) => {
            if (element) buttons.current.set(tab.id, element);
            else buttons.current.delete(tab.id);
          }}
          type="button"
          role="tab"
          id={tabId(prefix, tab.id)}
          aria-selected={tab.id === selected}
          aria-controls={panelId(prefix, tab.id)}
          tabIndex={tab.id === selected ? 0 : -1}
          disabled={tab.disabled}
          className={`tab gap-2 ${tab.id === selected ? 'tab-active' : tab.disabled ? '' : 'text-base-content/80'}`}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** The panel of the selected tab; focusable from script (tabIndex -1) to move focus onto new content. */
export function TabPanel({ prefix, id, children }: { prefix: string; id: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(prefix, id)} aria-labelledby={tabId(prefix, id)} tabIndex={-1}>
      {children}
    </div>
  );
}
