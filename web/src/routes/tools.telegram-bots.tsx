import { ROADMAP } from '@solpad/core';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonCard } from '../features/tools/common/ComingSoonCard';

export const Route = createFileRoute('/tools/telegram-bots')({
  component: TelegramBotsPage,
});

function TelegramBotsPage() {
  return (
    <ComingSoonCard
      title="Telegram Bots"
      quarter={ROADMAP.telegramBots}
      icon="✈"
      description="Bots for your token's Telegram community: price and trade alerts, security scan summaries and campaign announcements."
      planned={[
        'Buy and sell alerts for your token',
        'A /scan command backed by the security scanner',
        'Campaign and presale announcements',
        'Holder verification for gated groups',
      ]}
    />
  );
}
