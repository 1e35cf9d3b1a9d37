import { SelectField } from '../../../components/kit';

/** A marketing list's status filter: "All statuses", then each status in `options` by its label. */
export function StatusFilter<S extends string>(props: {
  id: string;
  options: readonly S[];
  labels: Readonly<Record<S, string>>;
  value: NoInfer<S> | '';
  onChange: (value: NoInfer<S> | '') => void;
}) {
  return <SelectField label="Status" all="All statuses" {...props} />;
}
