import { COMING_SOON_COUNTDOWN_S } from '@solpad/core';
import { useState } from 'react';
import { CardSection } from '../../components/kit';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { CommunityLinks } from './CommunityLinks';
import { ECOSYSTEM, UPCOMING_FEATURES, UPDATE_LOGS } from './content';
import { formatCountdown, progressPercent, remainingSeconds, splitDuration } from './countdown';
import { NotifyForm } from './NotifyForm';
import { SOON_SECTION } from './section-look';
import { useNow } from './useNow';

/** The spec's Coming Soon landing page (section 2): progress, features, update log, Notify Me, community. */
export function ComingSoonPage() {
  return (
    <div className="flex flex-col gap-8 sm:gap-10">
      <header className="flex flex-col items-center gap-3 text-center">
        <span className="badge border-accent/40 bg-accent/10 px-2 py-1 text-accent text-xs">Coming Soon</span>
        <h1 className="font-bold text-3xl tracking-tight sm:text-5xl">
          The next part of Solpad is on its way
        </h1>
        <p className="max-w-2xl text-muted sm:text-lg">
          New trading venues, bots and token tools are being built in the open. Follow the progress here and
          leave your email to hear the moment they ship.
        </p>
      </header>

      <DevelopmentProgress />

      <CardSection look={SOON_SECTION.band} label="What is coming" titleId="features-heading">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {UPCOMING_FEATURES.map((f) => (
            <li key={f.title} className="card flex flex-col gap-2" data-testid="feature-card">
              <span
                className={`badge self-start ${
                  f.status === 'In Development'
                    ? 'border-emerald-500/40 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300'
                    : 'border-amber-500/40 bg-amber-500/10 text-amber-700 dark:text-amber-300'
                }`}
              >
                {f.status}
              </span>
              <h3 className="font-semibold">{f.title}</h3>
              <p className="text-muted text-sm">{f.description}</p>
            </li>
          ))}
        </ul>
      </CardSection>

      <div className="grid gap-6 lg:grid-cols-5">
        <CardSection
          look={SOON_SECTION.card}
          label="Latest updates"
          titleId="updates-heading"
          className="card flex flex-col gap-4 lg:col-span-3"
        >
          <ol className="flex flex-col gap-4">
            {UPDATE_LOGS.map((log) => (
              <li key={log.title} className="border-accent/50 border-l-2 pl-4" data-testid="update-log">
                <time dateTime={log.date} className="text-subtle text-xs uppercase tracking-wide">
                  {new Date(`${log.date}T00:00:00Z`).toLocaleDateString('en-US', {
                    year: 'numeric',
                    month: 'long',
                    day: 'numeric',
                    timeZone: 'UTC',
                  })}
                </time>
                <h3 className="font-semibold">{log.title}</h3>
                <ul className="mt-1 flex list-disc flex-col gap-0.5 pl-5 text-muted text-sm">
                  {log.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </CardSection>
        <div className="flex flex-col gap-6 lg:col-span-2">
          <CardSection look={SOON_SECTION.card} label="Stay Updated" titleId="notify-heading">
            <p className="text-muted text-sm">One email when a feature on this page ships. No spam.</p>
            <NotifyForm />
          </CardSection>
          <CommunityLinks />
        </div>
      </div>

      <section aria-labelledby="ecosystem-heading" className="flex flex-col gap-4">
        <div>
          <h2 id="ecosystem-heading" className="font-semibold text-xl">
            Ecosystem
          </h2>
          <p className="text-muted text-sm">
            Wallets, venues, data providers and standards Solpad works with or plans to support.
          </p>
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-5">
          {ECOSYSTEM.map((name) => (
            <li
              key={name}
              data-testid="ecosystem-name"
              className="flex items-center justify-center rounded-xl border border-line bg-surface px-3 py-4 text-center font-medium text-muted text-sm"
            >
              {name}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** The 24 h countdown and the progress bar, both derived from the time this page opened. */
function DevelopmentProgress() {
  const [startMs] = useState(() => Date.now());
  const now = useNow(1000, startMs + COMING_SOON_COUNTDOWN_S * 1000);
  const remaining = remainingSeconds(startMs, now);
  const progress = progressPercent(startMs, now);
  const { hours, minutes, seconds } = splitDuration(remaining);
  const tiles = [
    { label: 'Hours', value: hours },
    { label: 'Minutes', value: minutes },
    { label: 'Seconds', value: seconds },
  ];
  return (
    <CardSection
      look={SOON_SECTION.card}
      label="Development Progress"
      titleId="progress-heading"
      className="card flex flex-col gap-5"
      headerClassName="flex flex-wrap items-baseline justify-between gap-2"
      aside={<span className="text-muted text-sm">Next release window</span>}
    >
      <div
        role="timer"
        aria-label={`Time remaining ${formatCountdown(remaining)}`}
        data-testid="countdown"
        data-remaining={remaining}
        className="grid grid-cols-3 gap-3"
      >
        {tiles.map((t) => (
          <div key={t.label} className="flex flex-col items-center rounded-xl bg-surface-2 px-2 py-3 sm:py-4">
            <span
              className="font-bold font-mono text-3xl tabular-nums sm:text-4xl"
              data-testid={`countdown-${t.label.toLowerCase()}`}
            >
              {String(t.value).padStart(2, '0')}
            </span>
            <span className="text-subtle text-xs uppercase tracking-wide">{t.label}</span>
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex justify-between text-sm">
          <span id="progress-label" className="text-muted">
            Overall progress
          </span>
          <span className="font-semibold tabular-nums" data-testid="progress-value">
            {progress.toFixed(1)}%
          </span>
        </div>
        <ProgressBar
          percent={progress}
          labelledBy="progress-label"
          className="h-3"
          fill="bg-gradient-to-r from-violet-500 to-emerald-400 transition-[width] duration-700"
        />
      </div>
    </CardSection>
  );
}
