import { LAUNCH_DESCRIPTION_MAX, LAUNCH_NAME_MAX, LAUNCH_SYMBOL_MAX } from '@solpad/core/launch';
import { CardSection } from '../../components/kit';
import { CostSummary } from './CostSummary';
import { describedBy, Field } from './Field';
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

/** Token details: name, symbol, description and image. */
export function TokenDetailsSection({ form }: { form: LaunchForm }) {
  return (
    <CardSection
      label="Token details"
      titleId="launch-details"
      titleClassName="font-semibold"
      className="card flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Field
          id="launch-name"
          label="Name"
          error={form.errors.name}
          counter={`${form.draft.name.length}/${LAUNCH_NAME_MAX}`}
        >
          <input
            id="launch-name"
            className="input"
            value={form.draft.name}
            onChange={(e) => form.set('name', e.target.value)}
            placeholder="Lantern Cat"
            autoComplete="off"
            disabled={form.busy}
            {...describedBy('launch-name', form.errors.name, false)}
          />
        </Field>
        <Field
          id="launch-symbol"
          label="Symbol"
          error={form.errors.symbol}
          counter={`${form.draft.symbol.length}/${LAUNCH_SYMBOL_MAX}`}
        >
          <input
            id="launch-symbol"
            className="input font-mono uppercase placeholder:normal-case"
            value={form.draft.symbol}
            onChange={(e) => form.set('symbol', e.target.value)}
            placeholder="LCAT"
            autoComplete="off"
            spellCheck={false}
            disabled={form.busy}
            {...describedBy('launch-symbol', form.errors.symbol, false)}
          />
        </Field>
      </div>
      <Field
        id="launch-description"
        label="Description"
        error={form.errors.description}
        counter={`${form.draft.description.length}/${LAUNCH_DESCRIPTION_MAX}`}
      >
        <textarea
          id="launch-description"
          className="input min-h-24 resize-y"
          value={form.draft.description}
          onChange={(e) => form.set('description', e.target.value)}
          placeholder="What is this token about?"
          disabled={form.busy}
          {...describedBy('launch-description', form.errors.description, false)}
        />
      </Field>
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
      label="Links (optional)"
      title={
        <>
          Links <span className="font-normal text-sm text-subtle">(optional)</span>
        </>
      }
      titleId="launch-links"
      titleClassName="font-semibold"
      className="card flex flex-col gap-4"
    >
      <div className="grid gap-4 md:grid-cols-3">
        {(
          [
            ['website', 'launch-website', 'Website', 'https://…'],
            ['x', 'launch-x', 'X', 'https://x.com/…'],
            ['telegram', 'launch-telegram', 'Telegram', 'https://t.me/…'],
          ] as const
        ).map(([key, id, label, placeholder]) => (
          <Field key={key} id={id} label={label} error={form.errors[key]}>
            <input
              id={id}
              type="url"
              inputMode="url"
              className="input"
              value={form.draft[key]}
              onChange={(e) => form.set(key, e.target.value)}
              placeholder={placeholder}
              autoComplete="off"
              disabled={form.busy}
              {...describedBy(id, form.errors[key], false)}
            />
          </Field>
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
      label="Options"
      titleId="launch-options"
      titleClassName="font-semibold"
      className="card flex flex-col gap-5"
    >
      <Field
        id="launch-buy"
        label={
          <>
            Initial buy in SOL <span className="font-normal text-subtle">(optional)</span>
          </>
        }
        error={form.errors.initialBuySol}
        hint="Be the first buyer on your own curve, in the same transaction as the launch (1 % trading fee included)."
      >
        <input
          id="launch-buy"
          className="input max-w-48 tabular-nums"
          inputMode="decimal"
          value={form.draft.initialBuySol}
          onChange={(e) => form.set('initialBuySol', e.target.value)}
          placeholder="0.0"
          autoComplete="off"
          disabled={form.busy}
          {...describedBy('launch-buy', form.errors.initialBuySol, true)}
        />
      </Field>
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
