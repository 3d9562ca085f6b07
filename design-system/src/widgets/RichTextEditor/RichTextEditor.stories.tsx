import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, waitFor } from 'storybook/test';
import { RichTextEditor, RichTextEditorSkeleton } from './RichTextEditor.tsx';
import type { RichTextEditorProps } from './richTextEditorProps.ts';

const t = (key: string) => getI18n().t(key);
// The first story waits for the editor's chunk to load.

function Controlled(props: RichTextEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RichTextEditor
      {...props}
      value={value}
      onChange={(html) => {
        setValue(html);
        props.onChange(html);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/RichTextEditor',
  component: RichTextEditor,
  args: { value: '', onChange: fn(), 'aria-label': 'Məhsul haqqında' },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-2xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MakesTextBold: Story = {
  args: { value: '<p>Əl işi xalça</p>' },
  play: async ({ canvas, args, userEvent }) => {
    const box = await canvas.findByRole('textbox', { name: 'Məhsul haqqında' }, { timeout: 15_000 });
    await userEvent.click(box);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: t('productForm.editor.bold') }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p><strong>Əl işi xalça</strong></p>'));
    await expect(canvas.getByRole('button', { name: t('productForm.editor.bold') })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const MakesAList: Story = {
  args: { value: '<p>Yun, təbii boyalar</p>' },
  play: async ({ canvas, args, userEvent }) => {
    const box = await canvas.findByRole('textbox', { name: 'Məhsul haqqında' }, { timeout: 15_000 });
    await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: t('productForm.editor.bulletList') }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<ul><li><p>Yun, təbii boyalar</p></li></ul>'));
  },
};

export const ClearedIsEmpty: Story = {
  args: { value: '<p>Nar</p>' },
  play: async ({ canvas, args, userEvent }) => {
    const box = await canvas.findByRole('textbox', { name: 'Məhsul haqqında' }, { timeout: 15_000 });
    await userEvent.click(box);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(''));
  },
};

export const Invalid: Story = {
  args: { 'aria-invalid': true, 'aria-required': true },
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('textbox', { name: 'Məhsul haqqında' }, { timeout: 15_000 });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAttribute('aria-required', 'true');
  },
};

export const LongAzerbaijaniText: Story = {
  args: {
    value:
      '<h2>Qarabağ xalçası «Bağçada güllər»</h2><p>Şuşa ustalarının ənənəvi texnikası ilə əl ilə toxunmuş, təbii yun və bitki boyalarından hazırlanmış, hər düyünü ayrıca bağlanmış möhtəşəm xalça.</p><ol><li>Ölçü: 200 × 300 santimetr</li><li>Sıxlıq: kvadrat metrdə 250 000 düyün</li></ol>',
  },
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('textbox', { name: 'Məhsul haqqında' }, { timeout: 15_000 });
    await expect(box).toHaveTextContent('Bağçada güllər');
  },
};

export const WhileLoading: Story = {
  render: () => <RichTextEditorSkeleton />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('productForm.editor.loading'));
  },
};
