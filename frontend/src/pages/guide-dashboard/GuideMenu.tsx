/**
 * The dashboard's side menu (spec §2, §9): beside the section from 1036 px up; below that, a menu
 * button opens it as a drawer that slides in from the left (Radix Dialog: focus kept inside,
 * Escape closes it), and choosing an item closes it.
 */
import { BREAKPOINTS } from '@app/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { GUIDE_SECTIONS, type GuideSectionId } from './guide-sections';
import { MenuIcon } from './MenuIcon';
import { useMediaQuery } from './use-media-query';
import './guide-menu.css';

/** Below this width the menu folds into the drawer; guide-menu.css uses the same width. */
const COLLAPSED = `(max-width: ${BREAKPOINTS.guideMenuCollapse - 0.02}px)`;

export interface GuideMenuProps {
  readonly current: GuideSectionId;
  readonly onChoose: (id: GuideSectionId) => void;
}

function MenuList({ current, onChoose }: GuideMenuProps) {
  return (
    <ul className="guide-menu__list">
      {GUIDE_SECTIONS.map((section) => (
        <li key={section.id}>
          <button
            type="button"
            className="guide-menu__item"
            aria-current={section.id === current ? 'true' : undefined}
            onClick={() => onChoose(section.id)}
          >
            <MenuIcon id={section.id} />
            {section.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function GuideMenu({ current, onChoose }: GuideMenuProps) {
  const collapsed = useMediaQuery(COLLAPSED);
  const [open, setOpen] = useState(false);
  /** Set when an item was chosen: focus then goes to the section, not back to the menu button. */
  const chose = useRef(false);
  const currentLabel = GUIDE_SECTIONS.find((section) => section.id === current)?.label ?? '';

  useEffect(() => {
    if (!collapsed) setOpen(false);
  }, [collapsed]);

  if (!collapsed) {
    return (
      <nav className="guide-menu" aria-label="Guide dashboard">
        <MenuList current={current} onChoose={onChoose} />
      </nav>
    );
  }

  const choose = (id: GuideSectionId) => {
    // The same section again: nothing moves, so focus goes back to the menu button as usual.
    chose.current = id !== current;
    setOpen(false);
    onChoose(id);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <div className="guide-menu-bar">
        <Dialog.Trigger className="btn btn-ghost btn-sm guide-menu-bar__button">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 7h16M4 12h16M4 17h16" />
          </svg>
          Dashboard menu
        </Dialog.Trigger>
        <p className="guide-menu-bar__current" aria-hidden="true">
          {currentLabel}
        </p>
      </div>
      <Dialog.Portal>
        <Dialog.Overlay className="guide-drawer-overlay" />
        <Dialog.Content
          className="guide-drawer"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (chose.current) event.preventDefault();
            chose.current = false;
          }}
        >
          <div className="guide-drawer__header">
            <Dialog.Title className="guide-drawer__title">Guide dashboard</Dialog.Title>
            <Dialog.Close className="guide-drawer__close" aria-label="Close menu">
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <nav aria-label="Guide dashboard">
            <MenuList current={current} onChoose={choose} />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
