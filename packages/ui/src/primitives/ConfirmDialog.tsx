import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Button } from '../form/Button';
import { useReturnFocus } from '../internal/useReturnFocus';
import './ConfirmDialog.css';

/** A yes-or-no question with a destructive yes. Every text comes from the caller's messages. */
export interface ConfirmDialogProps {
  title: string;
  description: string;
  /** The destructive answer's label ("Remove participant"). */
  confirmText: string;
  /** The safe answer's label ("Cancel"). */
  cancelText: string;
  open: boolean;
  /** The destructive answer; the dialog stays open until `open` turns false. */
  onConfirm: () => void;
  /** Closing without confirming: Cancel or Escape (an alert dialog ignores clicks outside it). */
  onCancel: () => void;
}

/**
 * A small modal question on Radix AlertDialog (role="alertdialog"): focus is trapped and starts on
 * Cancel, the safe answer; Escape cancels; a click outside does nothing. Opened by the page rather
 * than a trigger, it hands focus back on closing to what had it before.
 */
export function ConfirmDialog({ open, onConfirm, onCancel, ...text }: ConfirmDialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="siyum-confirm__overlay" />
        <AlertDialog.Content className="siyum-confirm" onCloseAutoFocus={returnFocus}>
          <AlertDialog.Title className="siyum-confirm__title">{text.title}</AlertDialog.Title>
          <AlertDialog.Description className="siyum-confirm__description">
            {text.description}
          </AlertDialog.Description>
          <div className="siyum-confirm__actions">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{text.cancelText}</Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that closes through onOpenChange, which would report a cancel. */}
            <Button variant="destructive" onClick={onConfirm}>
              {text.confirmText}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
