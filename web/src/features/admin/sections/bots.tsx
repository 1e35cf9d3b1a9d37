import { TelegramBotSettingsSchema, TelegramBotUpdateSchema } from '@solpad/core/schemas';
import { useState } from 'react';
import { Panel, Toggle } from '../../../components/kit';
import { apiRequest } from '../../../lib/api';
import { useAdminRead, useAdminWrite } from '../data';
import { QueryView, when } from '../ui';

/** Bots: the Telegram bot settings. The token is write-only: the API only says whether one is set. */
export function BotsSection() {
  const query = useAdminRead('bots/telegram', TelegramBotSettingsSchema);
  return (
    <Panel title="Telegram bot">
      <QueryView query={query} label="the bot settings">
        {(d) => (
          <TelegramForm
            key={d.updatedAt ?? 'new'}
            tokenSet={d.tokenSet}
            tokenLast4={d.tokenLast4}
            chatId={d.chatId ?? ''}
            enabled={d.enabled}
            updatedAt={d.updatedAt}
          />
        )}
      </QueryView>
    </Panel>
  );
}

function TelegramForm(props: {
  tokenSet: boolean;
  tokenLast4: string | null;
  chatId: string;
  enabled: boolean;
  updatedAt: string | null;
}) {
  const [token, setToken] = useState('');
  const [chatId, setChatId] = useState(props.chatId);
  const [enabled, setEnabled] = useState(props.enabled);
  const [error, setError] = useState<string | null>(null);
  const save = useAdminWrite(
    (body: unknown) =>
      apiRequest('/api/admin/bots/telegram', TelegramBotSettingsSchema, { method: 'PUT', body }),
    () => 'Bot settings saved',
  );
  return (
    <form
      className="flex max-w-lg flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = TelegramBotUpdateSchema.safeParse({
          ...(token.trim() ? { botToken: token.trim() } : {}),
          chatId: chatId.trim(),
          enabled,
        });
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          setError(issue ? `${issue.path.join('.')}: ${issue.message}` : 'Invalid settings');
          return;
        }
        setError(null);
        save.mutate(parsed.data, { onSuccess: () => setToken('') });
      }}
    >
      <p className="text-muted text-sm">
        {props.tokenSet
          ? `A token ending in …${props.tokenLast4 ?? '????'} is stored (encrypted).`
          : 'No token stored.'}{' '}
        Last changed {when(props.updatedAt)}.
      </p>
      <label className="flex flex-col gap-1 text-sm">
        Bot token (leave empty to keep the stored one)
        <input
          type="password"
          autoComplete="off"
          className="input font-mono"
          value={token}
          onChange={(e) => setToken(e.target.value)}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        Chat id or @channel
        <input className="input font-mono" value={chatId} onChange={(e) => setChatId(e.target.value)} />
      </label>
      <div className="flex items-center gap-3 text-sm">
        <Toggle label="Bot enabled" checked={enabled} onChange={setEnabled} />
        <span>{enabled ? 'Enabled' : 'Disabled'}</span>
      </div>
      {error && (
        <p role="alert" className="text-red-600 text-xs dark:text-red-400">
          {error}
        </p>
      )}
      <button type="submit" className="btn-primary self-start" disabled={save.isPending}>
        Save
      </button>
    </form>
  );
}
