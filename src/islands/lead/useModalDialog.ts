/**
 * A native modal <dialog> driven by `open`: showModal() then `onOpened` (which moves focus in); Escape (the cancel
 * event) calls onClose instead of closing by itself; when it closes, focus returns to `returnFocusTo` if still in
 * the page. `onOpened` must be stable (useCallback), so the dialog is only shown or closed when `open` changes.
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useModalDialog(
  open: boolean,
  onClose: () => void,
  returnFocusTo: HTMLElement | null | undefined,
  onOpened: () => void,
): RefObject<HTMLDialogElement | null> {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      onOpened();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, onOpened]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onCancel = (e: Event) => {
      e.preventDefault();
      onClose();
    };
    const onClosed = () => {
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClosed);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClosed);
    };
  }, [onClose, returnFocusTo]);

  return dialogRef;
}
