// The screen kit (first of the marketing and admin screens, now of the tools, scanner and launch too): page and tool headers,
// panels, titled sections and badges, figures on cards and in tiles, a read's states, form fields and their check,
// filters (a card of labelled fields, or the inline bar of a paged list), paged lists and their rows, detail
// sections with label/value rows, table header rows, actions and dialogs.

export * from '../lists';
export { ConfirmAction } from './ConfirmAction';
export {
  AmountRow,
  CardSection,
  type CardSectionProps,
  DetailList,
  DetailRow,
  Fact,
  Headline,
  ScrollList,
  type SectionLook,
} from './detail';
export { ConfirmDialog, Toggle } from './dialogs';
export { Field, FormError, FormSection, fieldAria, InputField, SubmitRow, TextAreaField } from './fields';
export { FigureCard } from './figure';
export { Chips, FilterCard, SearchField, SelectField } from './filter-card';
export { checkForm, fieldErrors, focusFirstError } from './form-check';
export { MutationButton } from './MutationButton';
export { Panel } from './Panel';
export { PageHeader, type PageHeaderProps, Stat, StatusBadge, type Tone, ToolHeader } from './page';
export { Empty, LoadError, Loading, type QueryLike, QueryState, ReadNote, shownData } from './states';
export { type Column, ColumnHeads } from './table';
export { type FieldWiring, useFormFields } from './useFormFields';
