/**
 * `<category-filter>`: copies the checked value onto the scope element (data-filter-value), which the page's
 * filter CSS reads; selects the radio named in the address (?param=), keeps the address in step with the choice
 * and announces the count from the fieldset's count templates. Rules: `~/lib/ui/filter`.
 */
import { countLabel, filterFromSearch, ALL } from '~/lib/ui/filter';
import { BehaviourElement, defineElement } from '~/components/ui/behaviour-element';

export class CategoryFilter extends BehaviourElement {
  protected connect(signal: AbortSignal): void {
    const fieldset = this.querySelector<HTMLFieldSetElement>('fieldset[data-filter]');
    const out = fieldset?.querySelector<HTMLElement>('[data-filter-count]');
    if (!fieldset || !out) return;
    const param = fieldset.dataset.param!;
    const templates = { one: fieldset.dataset.countOne ?? '', other: fieldset.dataset.countOther ?? '' };
    const radios = [...fieldset.querySelectorAll<HTMLInputElement>('input[type=radio]')];
    const scope = document.getElementById(fieldset.dataset.filter!);
    const show = (radio: HTMLInputElement, updateUrl: boolean) => {
      if (scope) scope.dataset.filterValue = radio.value;
      out.hidden = false;
      out.textContent = countLabel(Number(radio.dataset.count), templates);
      if (updateUrl) {
        const url = new URL(location.href);
        if (radio.value === ALL) url.searchParams.delete(param);
        else url.searchParams.set(param, radio.value);
        history.replaceState(history.state, '', url);
      }
    };
    const initial = filterFromSearch(
      location.search,
      radios.map((r) => r.value),
      param,
    );
    const start = radios.find((r) => r.value === initial) ?? radios[0];
    if (!start) return;
    start.checked = true;
    show(start, false);
    for (const r of radios) r.addEventListener('change', () => r.checked && show(r, true), { signal });
  }
}

defineElement('category-filter', CategoryFilter);
