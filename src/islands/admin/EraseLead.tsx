/** In the details dialog: "Delete lead", asking for confirmation first. */
import type { LeadKind } from '~/lib/lead/kinds';
import { eraseLead } from '~/lib/admin/client';
import { useAdminCopy } from './copy-context';
import ConfirmErase from './ConfirmErase';

export default function EraseLead({
  kind,
  id,
  name,
  onErased,
}: {
  kind: LeadKind;
  id: string;
  name: string;
  onErased: () => void;
}) {
  const ui = useAdminCopy();
  return <ConfirmErase id={id} name={name} texts={ui.erase} erase={() => eraseLead(kind, id)} onErased={onErased} />;
}
