/**
 * A native modal <dialog> driven by `open`: showModal() focuses `initialFocus`; Escape (the cancel event) calls
 * onClose instead of closing by itself; when it closes, focus returns to `returnFocusTo` if still in the page.
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useModalDialog(
  open: boolean,
  onClose: () => void,
  returnFocusTo: HTMLElement | null | undefined,
  initialFocus: () => HTMLElement | null | undefined,
): RefObject<HTMLDialogElement | null> {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocus()?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
    // Re-running while open (a new initialFocus function) does nothing: the dialog is already open.
  }, [open, initialFocus]);

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
