/**
 * The Messages panel's tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move and select; the
 * panel follows), each with its unread count.
 */
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { badgeText, type PanelTab, unreadLabel } from './unread';
import './count-badge.css';

export interface TabSpec {
  readonly id: PanelTab;
  readonly label: string;
  readonly unread: number;
}

export interface PanelTabsProps {
  readonly idBase: string;
  readonly tabs: readonly TabSpec[];
  readonly current: PanelTab;
  readonly onSelect: (tab: PanelTab) => void;
  readonly children: ReactNode;
}

export function PanelTabs({ idBase, tabs, current, onSelect, children }: PanelTabsProps) {
  const refs = useRef(new Map<PanelTab, HTMLButtonElement>());
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === current),
  );

  const move = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index + last) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const tab = next === null ? undefined : tabs[next];
    if (tab === undefined) return;
    event.preventDefault();
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };

  return (
    <>
      <div className="panel-tabs" role="tablist" aria-label="Messages" onKeyDown={move}>
        {tabs.map((tab) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
                else refs.current.delete(tab.id);
              }}
              id={`${idBase}-tab-${tab.id}`}
              type="button"
              role="tab"
              className="panel-tabs__tab"
              aria-selected={selected}
              aria-controls={`${idBase}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
              {tab.unread > 0 && (
                <span className="count-badge">
                  <span aria-hidden="true">{badgeText(tab.unread)}</span>
                  <span className="visually-hidden">, {unreadLabel(tab.unread)}</span>
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div
        id={`${idBase}-panel`}
        className="panel-tabs__panel"
        role="tabpanel"
        aria-labelledby={`${idBase}-tab-${current}`}
      >
        {children}
      </div>
    </>
  );
}
