/** The optional second step of a Launchpad application ('Tell us about your brand'). */
import type { Dispatch } from 'react';
import type { LeadDialogCopy } from '~/lib/lead/lead-dialog.schema';
import type { DetailList, DetailText, LeadDialogAction } from '~/lib/lead/dialog-state';
import type { LaunchpadDetails } from '~/lib/lead/schema';
import type { FieldWiring } from './fields/Field';
import { TextField } from './fields/TextField';
import { TextAreaField } from './fields/TextAreaField';
import { SelectField } from './fields/SelectField';
import { CheckGroup } from './fields/CheckGroup';

export function BrandStep({
  copy,
  details,
  wire,
  idOf,
  dispatch,
}: {
  copy: LeadDialogCopy;
  details: LaunchpadDetails;
  wire: (name: string) => FieldWiring;
  /** The dialog's id for a name (the check groups' id base). */
  idOf: (name: string) => string;
  dispatch: Dispatch<LeadDialogAction>;
}) {
  const D = copy.details;
  const text = (name: DetailText) => ({
    field: wire(name),
    label: D[name].label,
    placeholder: D[name].placeholder,
    value: details[name],
    onChange: (value: string) => dispatch({ type: 'changeDetail', field: name, value }),
  });
  const select = (name: DetailText) => ({ ...text(name), options: D[name].options ?? [], placeholder: copy.select });
  const checks = (name: DetailList, idBase: string) => ({
    label: D[name].label,
    options: D[name].options ?? [],
    selected: details[name],
    onToggle: (option: string) => dispatch({ type: 'toggleDetail', field: name, option }),
    idBase: idOf(idBase),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <p className="text-sm text-ink-600 sm:col-span-2">{copy.stepTwoIntro}</p>
      <TextField {...text('website')} type="url" />
      <SelectField {...select('industry')} />
      <SelectField {...select('monthlyOrders')} />
      <SelectField {...select('averageOrderValue')} />
      <TextField {...text('productCategory')} />
      <SelectField {...select('influencerBudget')} />
      <div className="sm:col-span-2">
        <TextField {...text('targetAudience')} />
      </div>
      <CheckGroup {...checks('currentMarketingChannels', 'channels')} />
      <CheckGroup {...checks('campaignGoals', 'goals')} />
      <TextAreaField {...text('additionalInfo')} />
    </div>
  );
}
