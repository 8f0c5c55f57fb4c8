/**
 * The one listbox of the library: the floating popup a combobox opens, its options, and keeping the
 * active option in view. Focus stays in the combobox's own input or trigger, which points at the
 * active option with `aria-activedescendant`; options never take focus.
 */
import * as Popover from '@radix-ui/react-popover';
import { type HTMLAttributes, type RefObject, useEffect } from 'react';
import { cx } from './cx';
import './listbox.css';

export interface ListboxPopupProps extends Popover.PopoverContentProps {
  /** Presses inside the anchor (the combobox's input or trigger) are not "outside": it handles them. */
  anchorRef: RefObject<HTMLElement | null>;
}

/** The popup under a combobox, aligned to its start edge and as wide as its anchor. */
export function ListboxPopup({ anchorRef, className, onInteractOutside, ...content }: ListboxPopupProps) {
  return (
    <Popover.Portal>
      <Popover.Content
        align="start"
        sideOffset={4}
        collisionPadding={8}
        {...content}
        className={cx('siyum-listbox-popup', className)}
        onInteractOutside={(event) => {
          if (event.target instanceof Node && anchorRef.current?.contains(event.target)) {
            event.preventDefault();
            return;
          }
          onInteractOutside?.(event);
        }}
      />
    </Popover.Portal>
  );
}

export interface ListboxOptionProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onClick'> {
  id: string;
  /** The option `aria-activedescendant` points at (highlighted). */
  active: boolean;
  selected: boolean;
  disabled?: boolean | undefined;
  onChoose: () => void;
  /** Pointer movement makes the option active (touch does not: a tap chooses at once). */
  onHover?: (() => void) | undefined;
}

/** One option row. Pressing it keeps focus where it was, so the list reads as part of the combobox. */
export function ListboxOption({
  id,
  active,
  selected,
  disabled,
  onChoose,
  onHover,
  className,
  children,
  ...row
}: ListboxOptionProps) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keys stay with the combobox (aria-activedescendant)
    <div
      {...row}
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={selected}
      aria-disabled={disabled || undefined}
      data-active={active ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      className={cx('siyum-listbox__option', className)}
      onMouseDown={(event) => event.preventDefault()}
      onPointerMove={(event) => {
        if (onHover && !active && event.pointerType !== 'touch') onHover();
      }}
      onClick={onChoose}
    >
      {children}
    </div>
  );
}

/** Keeps the active option visible while arrow keys move through a long list. */
export function useActiveOptionInView(activeId: string | undefined): void {
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);
}
