/** Copy button on code samples: a copied state for 2 seconds. Used by the docs page's plain script. */
export const COPIED_MS = 2000;

/**
 * Shows the copied state on `setCopied(true)` and clears it after COPIED_MS; a second copy restarts the 2 seconds.
 * Returns the function to call on each successful copy.
 */
export function createCopiedState(setCopied: (copied: boolean) => void, ms = COPIED_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    if (timer) clearTimeout(timer);
    setCopied(true);
    timer = setTimeout(() => {
      timer = undefined;
      setCopied(false);
    }, ms);
  };
}
