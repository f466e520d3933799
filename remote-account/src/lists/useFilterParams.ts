import { useSearchParams } from 'react-router-dom';
import { FilterType } from '@vitrin/contract';
import type { RangeFilterValues } from './RangeFilter';

/** Filters live in the URL beside the page, so a reload or back keeps them; applying starts at page 1. */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const values: RangeFilterValues = {
    filterType: params.get('type') ?? String(FilterType.All),
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const apply = (next: RangeFilterValues) => {
    setParams(() => {
      const copy = new URLSearchParams();
      if (next.filterType !== String(FilterType.All)) copy.set('type', next.filterType);
      if (next.from) copy.set('from', next.from);
      if (next.to) copy.set('to', next.to);
      return copy;
    });
  };
  return { values, apply, key: `${values.filterType}|${values.from}|${values.to}` };
}
