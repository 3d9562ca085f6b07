import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { NotificationComposer, type NotificationComposerProps } from './NotificationComposer.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

const VALID = '{"title":"Novruz endirimi","content":"Bütün xalçalara 20% endirim","target":"all","scheduled":"20.03.2027 10.00"}';
const PRETTY = JSON.stringify(JSON.parse(VALID), null, 2);
const BROKEN = '{"title": "Novruz endirimi", "content": ';

/** The composer with its text kept in state, as the admin page keeps it. */
function Stateful(props: NotificationComposerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <NotificationComposer
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/NotificationComposer',
  component: NotificationComposer,
  render: (args) => <Stateful {...args} />,
  args: { value: VALID, onChange: fn(), onSchedule: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-3xl p-4 sm:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

const jsonBox = () => ({ name: t('notifications.composer.jsonLabel') });

export const FormatsValidJson: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('notifications.composer.format') }));
    await expect(canvas.getByRole('textbox', jsonBox())).toHaveValue(PRETTY);
    await expect(canvas.getByRole('alert')).toHaveTextContent('');
  },
};

export const CannotFormatInvalidJson: Story = {
  args: { value: BROKEN },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('notifications.composer.format') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('notifications.composer.cannotFormat'));
    await expect(canvas.getByRole('textbox', jsonBox())).toHaveValue(BROKEN);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const RefusesToScheduleInvalidJson: Story = {
  args: { value: BROKEN },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('notifications.composer.schedule') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('notifications.composer.invalid'));
    await expect(args.onSchedule).not.toHaveBeenCalled();
    // Typing again clears the message.
    await userEvent.type(canvas.getByRole('textbox', jsonBox()), '"x"}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('');
  },
};

export const SchedulesParsedJson: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('notifications.composer.schedule') }));
    await expect(args.onSchedule).toHaveBeenCalledWith(JSON.parse(VALID));
  },
};

export const FormWritesTheSameJson: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('notifications.composer.views.form') }));
    const title = canvas.getByRole('textbox', { name: t('notifications.composer.fields.title') });
    await expect(title).toHaveValue('Novruz endirimi');
    await userEvent.clear(title);
    await userEvent.type(title, 'Bayram');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('notifications.composer.fields.target') }), 'partner');
    await userEvent.click(canvas.getByRole('checkbox', { name: t('notifications.composer.fields.send') }));
    await userEvent.click(canvas.getByRole('button', { name: t('notifications.composer.views.json') }));
    const written = JSON.parse((canvas.getByRole('textbox', jsonBox()) as HTMLTextAreaElement).value);
    await expect(written).toEqual({
      title: 'Bayram',
      content: 'Bütün xalçalara 20% endirim',
      target: 'partner',
      scheduled: '20.03.2027 10.00',
      send: true,
    });
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const FormOverInvalidJson: Story = {
  args: { value: BROKEN, defaultView: 'form' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('notifications.composer.formNeedsJson'))).toBeVisible();
  },
};

export const Scheduling: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('notifications.composer.schedule') })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerRefusal: Story = {
  args: { error: 'The scheduled time has passed. Choose the current minute or a later one.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The scheduled time has passed');
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { value: BROKEN },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('notifications.composer.format') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Невозможно отформатировать неверный JSON');
  },
};

const EMPTY = JSON.stringify({ title: '', content: '', target: 'all', scheduled: '20.03.2027 10.00' }, null, 2);
const RAW_SCHEMA_TEXT = /Too small|expected string|Invalid option/;

export const EmptyFormShowsTranslatedMessages: Story = {
  args: { value: EMPTY, defaultView: 'form' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('notifications.composer.schedule') }));
    await expect(args.onSchedule).not.toHaveBeenCalled();
    const title = canvas.getByRole('textbox', { name: t('notifications.composer.fields.title') });
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription('Başlığı yazın (ən çoxu 120 simvol).');
    await expect(canvas.getByRole('textbox', { name: t('notifications.composer.fields.content') })).toHaveAccessibleDescription(
      'Mətni yazın (ən çoxu 2000 simvol).',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Qeyd olunmuş sahələri düzəldin.');
    await expect(canvas.queryByText(RAW_SCHEMA_TEXT)).toBeNull();
    // Typing clears the check; a filled form is scheduled.
    await userEvent.type(title, 'Novruz');
    await userEvent.type(canvas.getByRole('textbox', { name: t('notifications.composer.fields.content') }), 'Endirim');
    await expect(title).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: t('notifications.composer.schedule') }));
    await expect(args.onSchedule).toHaveBeenCalledWith(expect.objectContaining({ title: 'Novruz', content: 'Endirim' }));
  },
};

export const EmptyFormInEnglish: Story = {
  globals: { locale: 'en' },
  args: { value: EMPTY, defaultView: 'form' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule Notification' }));
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Write a title (at most 120 characters).',
    );
    await expect(canvas.getByRole('textbox', { name: 'Content' })).toHaveAccessibleDescription(
      'Write the text (at most 2000 characters).',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Correct the marked fields.');
  },
};

export const JsonViewListsProblems: Story = {
  globals: { locale: 'en' },
  args: { value: '{"title":"","content":"Endirim","target":"everyone","scheduled":"20.03.2027 10.00","colour":"red"}' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule Notification' }));
    await expect(args.onSchedule).not.toHaveBeenCalled();
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Title: Write a title (at most 120 characters).');
    await expect(alert).toHaveTextContent('Recipients: Choose the recipients: user, partner or all.');
    await expect(alert).toHaveTextContent('colour is not a field of a notification.');
    await expect(alert).not.toHaveTextContent(RAW_SCHEMA_TEXT);
  },
};

export const ServerRefusedFields: Story = {
  args: {
    defaultView: 'form',
    error: 'Sorğu düzgün deyil.',
    refusedFields: { 'notificationData.target': 'Invalid option: expected one of "user"|"partner"|"all"' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: t('notifications.composer.fields.target') })).toHaveAccessibleDescription(
      t('notifications.composer.errors.target'),
    );
    await expect(canvas.queryByText(RAW_SCHEMA_TEXT)).toBeNull();
  },
};
