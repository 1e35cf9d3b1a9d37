import { LAUNCH_DESCRIPTION_MAX, LAUNCH_NAME_MAX, LAUNCH_SYMBOL_MAX } from '@solpad/core/launch';
import type { ChangeEvent } from 'react';
import { CardSection, InputField, type SectionLook, TextAreaField } from '../../components/kit';
import { CostSummary } from './CostSummary';
import { ImageField } from './ImageField';
import type { LaunchStep } from './launch-flow';
import { PlatformPicker } from './PlatformPicker';
import type { LaunchForm } from './useLaunchForm';
import { VanityField } from './VanityField';

const STEP_TEXT: Record<LaunchStep, string> = {
  upload: 'Uploading image…',
  prepare: 'Preparing transaction…',
  sign: 'Waiting for your wallet…',
  confirm: 'Confirming on chain…',
};

/** The draft's fields typed as text. */
type TextKey = 'name' | 'symbol' | 'description' | 'website' | 'x' | 'telegram' | 'initialBuySol';

/**
 * A text field's binding to the draft: its error, value and change, its pause while a launch runs and, given the
 * field's `max` length, the "12/32" counter.
 */
function draftField(form: LaunchForm, key: TextKey, max?: number) {
  return {
    error: form.errors[key],
    counter: max === undefined ? undefined : `${form.draft[key].length}/${max}`,
    value: form.draft[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.set(key, e.target.value),
    disabled: form.busy,
  };
}

/** The launch form's cards, each named by its h2. */
const LAUNCH_CARD: SectionLook = { titleClassName: 'font-semibold', className: 'card flex flex-col gap-4' };

/** Token details: name, symbol, description and image. */
export function TokenDetailsSection({ form }: { form: LaunchForm }) {
  return (
    <CardSection look={LAUNCH_CARD} label="Token details" titleId="launch-details">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <InputField
          id="launch-name"
          label="Name"
          placeholder="Lantern Cat"
          autoComplete="off"
          {...draftField(form, 'name', LAUNCH_NAME_MAX)}
        />
        <InputField
          id="launch-symbol"
          label="Symbol"
          className="input font-mono uppercase placeholder:normal-case"
          placeholder="LCAT"
          autoComplete="off"
          spellCheck={false}
          {...draftField(form, 'symbol', LAUNCH_SYMBOL_MAX)}
        />
      </div>
      <TextAreaField
        id="launch-description"
        label="Description"
        className="input min-h-24 resize-y"
        placeholder="What is this token about?"
        {...draftField(form, 'description', LAUNCH_DESCRIPTION_MAX)}
      />
      <ImageField
        image={form.image}
        onChange={form.setImage}
        error={form.errors.image}
        onError={(message) => form.setErrors((e) => ({ ...e, image: message }))}
        disabled={form.busy}
      />
    </CardSection>
  );
}

/** The optional links: website, X and Telegram. */
export function LinksSection({ form }: { form: LaunchForm }) {
  return (
    <CardSection
      look={LAUNCH_CARD}
      label="Links (optional)"
      title={
        <>
          Links <span className="font-normal text-sm text-subtle">(optional)</span>
        </>
      }
      titleId="launch-links"
    >
      <div className="grid gap-4 md:grid-cols-3">
        {(
          [
            ['website', 'launch-website', 'Website', 'https://…'],
            ['x', 'launch-x', 'X', 'https://x.com/…'],
            ['telegram', 'launch-telegram', 'Telegram', 'https://t.me/…'],
          ] as const
        ).map(([key, id, label, placeholder]) => (
          <InputField
            key={key}
            id={id}
            label={label}
            type="url"
            inputMode="url"
            placeholder={placeholder}
            autoComplete="off"
            {...draftField(form, key)}
          />
        ))}
      </div>
    </CardSection>
  );
}

/** The launch platform. */
export function PlatformSection({ form }: { form: LaunchForm }) {
  return (
    <section className="card" aria-label="Launch platform">
      <PlatformPicker
        value={form.draft.platform}
        onChange={(id) => form.set('platform', id)}
        disabled={form.busy}
      />
    </section>
  );
}

/** Options: the initial buy and the vanity mint address. */
export function OptionsSection({ form }: { form: LaunchForm }) {
  return (
    <CardSection
      look={LAUNCH_CARD}
      label="Options"
      titleId="launch-options"
      className="card flex flex-col gap-5"
    >
      <InputField
        id="launch-buy"
        label={
          <>
            Initial buy in SOL <span className="font-normal text-subtle">(optional)</span>
          </>
        }
        hint="Be the first buyer on your own curve, in the same transaction as the launch (1 % trading fee included)."
        className="input max-w-48 tabular-nums"
        inputMode="decimal"
        placeholder="0.0"
        autoComplete="off"
        {...draftField(form, 'initialBuySol')}
      />
      <VanityField
        suffix={form.draft.vanitySuffix}
        onSuffix={(s) => {
          form.set('vanitySuffix', s);
          if (form.vanity.state.status === 'found' || form.vanity.state.status === 'error')
            form.vanity.reset();
        }}
        state={form.vanity.state}
        onStart={() => form.vanity.start(form.draft.vanitySuffix.trim())}
        onCancel={form.vanity.cancel}
        error={form.errors.vanitySuffix}
        disabled={form.busy}
      />
    </CardSection>
  );
}

/** The cost, the error count, the launch's failure, and the submit button with what it will do. */
export function LaunchCostAside({ form }: { form: LaunchForm }) {
  return (
    <aside className="card flex flex-col gap-4 lg:sticky lg:top-20" aria-labelledby="launch-cost-title">
      <h2 id="launch-cost-title" className="font-semibold">
        Cost
      </h2>
      <CostSummary
        platform={form.draft.platform}
        buyLamports={form.cost.buyLamports}
        name={form.draft.name}
        symbol={form.draft.symbol}
      />
      {form.errorCount > 0 && (
        <p className="text-red-600 text-sm dark:text-red-400" role="alert">
          {form.errorCount === 1 ? 'One field needs' : `${form.errorCount} fields need`} attention.
        </p>
      )}
      {form.failure && (
        <p
          className="rounded-xl border border-red-500/40 bg-red-500/10 p-3 text-red-700 text-sm dark:text-red-300"
          role="alert"
          data-testid="launch-failure"
        >
          {form.failure}
        </p>
      )}
      <button
        type="submit"
        className="btn-primary w-full py-3"
        disabled={form.busy}
        aria-describedby="launch-status"
      >
        {form.busy && form.step
          ? STEP_TEXT[form.step]
          : form.connection
            ? 'Launch Token'
            : 'Connect Wallet to Launch'}
      </button>
      <p id="launch-status" className="text-subtle text-xs" aria-live="polite">
        {form.busy && form.step
          ? STEP_TEXT[form.step]
          : form.connection
            ? 'Your wallet signs one transaction: the mint, its metadata, the curve and the fee.'
            : 'Connect a wallet to launch; your form stays as it is.'}
      </p>
    </aside>
  );
}
