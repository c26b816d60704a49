/** The form's buttons: 'Back' and 'Skip & Submit' on the brand step, then 'Submit' / 'Continue' / 'Submit Application'. */
import type { Dispatch } from 'react';
import { buttonClasses } from '~/lib/ui/button';
import type { LeadDialogConfig } from '~/lib/lead/dialog';
import type { LeadDialogCopy } from '~/lib/lead/lead-dialog.schema';
import { skipIsSubmitting, submitLabel, type LeadDialogAction, type LeadDialogState } from '~/lib/lead/dialog-state';
import { Submitting } from './StatusView';

export function FormActions({
  copy: C,
  config,
  brandStep,
  state,
  dispatch,
}: {
  copy: LeadDialogCopy;
  config: LeadDialogConfig;
  brandStep: boolean;
  state: LeadDialogState;
  dispatch: Dispatch<LeadDialogAction>;
}) {
  const submitting = state.status === 'submitting';
  const label = submitLabel(state, brandStep);
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
      {state.step === 2 && (
        <>
          <button
            type="button"
            className={buttonClasses('ghost', 'md', 'sm:mr-auto')}
            disabled={submitting}
            onClick={() => dispatch({ type: 'back' })}
          >
            {C.back}
          </button>
          <button
            type="button"
            className={buttonClasses('outline', 'md')}
            disabled={submitting}
            onClick={() => dispatch({ type: 'skip', config })}
          >
            {skipIsSubmitting(state) ? <Submitting text={C.submitting} /> : C.skipAndSubmit}
          </button>
        </>
      )}
      <button
        type="submit"
        className={buttonClasses('primary', 'md', state.step === 1 && !brandStep ? 'w-full' : '')}
        disabled={submitting}
      >
        {label === 'submitting' ? <Submitting text={C.submitting} /> : C[label]}
      </button>
    </div>
  );
}
