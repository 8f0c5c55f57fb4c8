import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '@siyum/ui/form';
import { useLayoutEffect, useRef } from 'react';
import './ConfirmDialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  /** Closing without confirming (Cancel, Escape, a click outside). */
  onCancel: () => void;
  onConfirm: () => void;
  title: string;
  description: string;
  confirmText: string;
  cancelText: string;
}

/**
 * A small modal question with a destructive answer. Radix Dialog traps focus, closes on Escape and
 * hands focus back to the button that opened it (if it is still there); focus starts on Cancel, the safe answer.
 */
export function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  title,
  description,
  confirmText,
  cancelText,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Opened without a Radix trigger: remember what had focus (the row's button) to hand it back.
  // A layout effect runs before the dialog's focus scope moves focus into it.
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="siyum-confirm__overlay" />
        <Dialog.Content
          className="siyum-confirm"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancelRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = returnTo.current;
            returnTo.current = null;
            if (target?.isConnected) target.focus();
          }}
        >
          <Dialog.Title className="siyum-confirm__title">{title}</Dialog.Title>
          <Dialog.Description className="siyum-confirm__description">{description}</Dialog.Description>
          <div className="siyum-confirm__actions">
            <Dialog.Close asChild>
              <Button ref={cancelRef} variant="secondary">
                {cancelText}
              </Button>
            </Dialog.Close>
            <Button variant="destructive" onClick={onConfirm}>
              {confirmText}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
