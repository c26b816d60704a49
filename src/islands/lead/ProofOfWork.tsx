/**
 * The lead form's invisible spam check (~/lib/spam/widget): starts solving a proof of work when the dialog opens (each
 * opening is a fresh dialog) and hands `send` the solution. Renders one empty, hidden host element.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { startProof, type Proof } from '~/lib/spam/widget';

export function ProofOfWork({ proofRef }: { proofRef: RefObject<Proof | null> }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const started = startProof(host.current);
    proofRef.current = started;
    return () => {
      started.dispose();
      if (proofRef.current === started) proofRef.current = null;
    };
  }, [proofRef]);
  return <div ref={host} hidden data-spam-check />;
}
