/**
 * `<category-filter>`: the filtering itself is CSS (`:has()` on the checked radio); the element selects the
 * radio named in the address (?param=), keeps the address in step with the choice and announces the count from
 * the fieldset's count templates. Rules: `~/lib/ui/filter`.
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
    const show = (radio: HTMLInputElement, updateUrl: boolean) => {
      out.hidden = false;
      out.textContent = countLabel(Number(radio.dataset.count), templates);
      if (updateUrl) {
        const url = new URL(location.href);
        if (radio.value === ALL) url.searchParams.delete(param);
        else url.searchParams.set(param, radio.value);
        history.replaceState(history.state, '', url);
      }
    };
    const initial = filterFromSearch(location.search, radios.map((r) => r.value), param);
    const start = radios.find((r) => r.value === initial) ?? radios[0];
    if (!start) return;
    start.checked = true;
    show(start, false);
    for (const r of radios) r.addEventListener('change', () => r.checked && show(r, true), { signal });
  }
}

defineElement('category-filter', CategoryFilter);
