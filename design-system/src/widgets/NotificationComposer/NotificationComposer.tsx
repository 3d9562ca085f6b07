import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatNotificationJson,
  NOTIFICATION_CONTENT_MAX,
  NOTIFICATION_SCHEDULE_FORMAT,
  NOTIFICATION_TARGETS,
  NOTIFICATION_TITLE_MAX,
} from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { Field } from '../../primitives/Field/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { Textarea } from '../../primitives/Textarea/index.ts';
import {
  checkNotification,
  draftOf,
  editedDraft,
  jsonOf,
  NOTIFICATION_FIELDS,
  notificationProblemsOf,
  type NotificationDraft,
  type NotificationField,
  type NotificationProblems,
} from './draft.ts';

export type ComposerView = 'json' | 'form';

export interface NotificationComposerProps {
  /** The notification JSON as typed (the form view writes it too). */
  value: string;
  onChange: (value: string) => void;
  /** Called with the parsed JSON; the composer refuses text that is not JSON itself. */
  onSchedule: (notificationData: unknown) => void;
  /** The schedule call is on its way. */
  pending?: boolean;
  /** The server's refusal, translated. */
  error?: string;
  /**
   * The fields the server refused (its error's `fields`, body paths such as `notificationData.title`):
   * each is shown with the field's own translated message, never the server's text.
   */
  refusedFields?: Readonly<Record<string, string>>;
  defaultView?: ComposerView;
}

/** Interpolation values of the fields' messages. */
const MESSAGE_VALUES: Partial<Record<NotificationField, Record<string, unknown>>> = {
  title: { max: NOTIFICATION_TITLE_MAX },
  content: { max: NOTIFICATION_CONTENT_MAX },
  scheduled: { format: NOTIFICATION_SCHEDULE_FORMAT },
};

type Problem = 'cannotFormat' | 'invalid' | undefined;

/**
 * Schedule Notification (spec §2, §5): the notification JSON in a text area with Format JSON
 * ('Cannot format invalid JSON') and Schedule Notification ('Invalid JSON format. Please check
 * your input.'), or a form view that writes the same JSON.
 */
export function NotificationComposer({
  value,
  onChange,
  onSchedule,
  pending = false,
  error,
  refusedFields,
  defaultView = 'json',
}: NotificationComposerProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<ComposerView>(defaultView);
  const [problem, setProblem] = useState<Problem>();
  // What the check before scheduling found; cleared by any change.
  const [checked, setChecked] = useState<NotificationProblems>();
  const messageId = useId();
  const draft = draftOf(value);

  const change = (next: string) => {
    setProblem(undefined);
    setChecked(undefined);
    onChange(next);
  };
  const format = () => {
    const formatted = formatNotificationJson(value);
    if (formatted === undefined) setProblem('cannotFormat');
    else change(formatted);
  };
  const schedule = () => {
    try {
      const parsed: unknown = JSON.parse(value);
      setProblem(undefined);
      const problems = checkNotification(parsed);
      setChecked(problems);
      if (!problems) onSchedule(parsed);
    } catch {
      setProblem('invalid');
    }
  };
  const edit = (fields: Partial<NotificationDraft>) => change(jsonOf(editedDraft(draft, fields)));

  const problems = checked ?? (refusedFields ? notificationProblemsOf(Object.keys(refusedFields)) : undefined);
  const fieldMessage = (field: NotificationField) => {
    const key = problems?.fields[field];
    return key ? t(key, MESSAGE_VALUES[field]) : undefined;
  };
  const problemLines = problems
    ? [
        ...NOTIFICATION_FIELDS.filter((field) => problems.fields[field]).map(
          (field) => `${t(`notifications.composer.fields.${field}`)}: ${fieldMessage(field)}`,
        ),
        ...problems.unknown.map((name) => t('notifications.composer.errors.unknown', { name })),
      ]
    : [];
  // The form view marks each field; the JSON view lists them under the text.
  const message = problem
    ? t(`notifications.composer.${problem}`)
    : checked
      ? t('notifications.composer.errors.fixFields')
      : error;
  return (
    <section
      data-slot="notification-composer"
      aria-labelledby={`${messageId}-title`}
      className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${messageId}-title`} className="font-display text-xl font-semibold text-ink">
          {t('notifications.composer.title')}
        </h2>
        <div
          role="group"
          aria-label={t('notifications.composer.view')}
          className="inline-flex rounded-md border border-line p-0.5"
        >
          {(['json', 'form'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => setView(option)}
              className="rounded px-3 py-1 text-sm font-medium text-ink-muted aria-pressed:bg-brand-600 aria-pressed:text-white"
            >
              {t(`notifications.composer.views.${option}`)}
            </button>
          ))}
        </div>
      </div>

      {view === 'json' ? (
        <Field
          label={t('notifications.composer.jsonLabel')}
          hint={t('notifications.composer.jsonHint', { format: NOTIFICATION_SCHEDULE_FORMAT })}
        >
          <Textarea
            value={value}
            onChange={(event) => change(event.target.value)}
            rows={12}
            spellCheck={false}
            aria-errormessage={message ? messageId : undefined}
            size="sm"
            className="font-mono"
          />
        </Field>
      ) : draft === undefined ? (
        <p className="rounded-md bg-sunken p-3 text-sm text-ink">{t('notifications.composer.formNeedsJson')}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('notifications.composer.fields.title')} className="sm:col-span-2" error={fieldMessage('title')}>
            <Input value={draft.title} onChange={(event) => edit({ title: event.target.value })} />
          </Field>
          <Field label={t('notifications.composer.fields.content')} className="sm:col-span-2" error={fieldMessage('content')}>
            <Textarea value={draft.content} rows={3} onChange={(event) => edit({ content: event.target.value })} />
          </Field>
          <Field label={t('notifications.composer.fields.target')} error={fieldMessage('target')}>
            <Select
              value={draft.target}
              onChange={(event) => edit({ target: event.target.value as NotificationDraft['target'] })}
              options={NOTIFICATION_TARGETS.map((target) => ({ value: target, label: t(`notifications.targets.${target}`) }))}
            />
          </Field>
          <Field
            label={t('notifications.composer.fields.scheduled')}
            error={fieldMessage('scheduled')}
            hint={t('notifications.composer.scheduledHint', { format: NOTIFICATION_SCHEDULE_FORMAT })}
          >
            <Input
              value={draft.scheduled}
              inputMode="numeric"
              placeholder={NOTIFICATION_SCHEDULE_FORMAT}
              onChange={(event) => edit({ scheduled: event.target.value })}
            />
          </Field>
          <Field
            label={t('notifications.composer.fields.link')}
            hint={t('notifications.composer.linkHint')}
            error={fieldMessage('link')}
          >
            <Input value={draft.link} placeholder="/item/…" onChange={(event) => edit({ link: event.target.value })} />
          </Field>
          <div className="flex items-end pb-2">
            <Checkbox
              checked={draft.send}
              onCheckedChange={(checked) => edit({ send: checked === true })}
              label={t('notifications.composer.fields.send')}
            />
          </div>
        </div>
      )}

      <div id={messageId} role="alert" className={cn('min-h-5 text-sm font-medium text-danger-700', !message && 'sr-only')}>
        {message && <p>{message}</p>}
        {(view === 'json' || draft === undefined) && problemLines.length > 0 && (
          <ul className="mt-1 list-disc ps-5">
            {problemLines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {view === 'json' && (
          <Button type="button" variant="outline" onClick={format}>
            {t('notifications.composer.format')}
          </Button>
        )}
        <Button type="button" onClick={schedule} isLoading={pending}>
          {t('notifications.composer.schedule')}
        </Button>
      </div>
    </section>
  );
}
