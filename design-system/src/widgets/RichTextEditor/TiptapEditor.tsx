import { useEffect, useMemo, useRef } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import type { RichTextEditorProps } from './richTextEditorProps.ts';
import { editorFrameClass, editorTextClass } from './editorStyles.ts';
import {
  Icon,
  BoldIcon,
  Heading2Icon,
  ItalicIcon,
  ListIcon,
  ListOrderedIcon,
  type IconGlyph,
} from '../../primitives/Icon/index.ts';

/** Only what the server keeps (p, br, strong, em, u, s, ul, ol, li, h2, h3, blockquote, a). */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    // An empty paragraph after every list would be stored with the description.
    trailingNode: false,
    link: { openOnClick: false },
    // Only useful beside blocks a caret cannot enter (images, tables), which descriptions do not have.
    gapcursor: false,
  }),
];

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());
/**
 * Destroyed for good: `isDestroyed` also says so of an editor whose view is not mounted yet, which
 * still takes options; a destroyed one has dropped its schema.
 */
const gone = (editor: Editor) => (editor.schema as Editor['schema'] | null) === null;

type Command = 'bold' | 'italic' | 'heading' | 'bulletList' | 'orderedList';

const ICONS: Record<Command, IconGlyph> = {
  bold: BoldIcon,
  italic: ItalicIcon,
  heading: Heading2Icon,
  bulletList: ListIcon,
  orderedList: ListOrderedIcon,
};

function run(editor: Editor, command: Command) {
  const chain = editor.chain().focus();
  if (command === 'bold') chain.toggleBold().run();
  else if (command === 'italic') chain.toggleItalic().run();
  else if (command === 'heading') chain.toggleHeading({ level: 2 }).run();
  else if (command === 'bulletList') chain.toggleBulletList().run();
  else chain.toggleOrderedList().run();
}

/**
 * The product description editor (Tiptap). Kept in its own module: RichTextEditor loads it
 * lazily, so pages that only import the form do not download the editor.
 */
export default function TiptapEditor({
  value,
  onChange,
  onBlur,
  id,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  'aria-required': ariaRequired,
  disabled = false,
  className,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const callbacks = useRef({ onChange, onBlur });
  useEffect(() => {
    callbacks.current = { onChange, onBlur };
  }, [onChange, onBlur]);

  const invalid = ariaInvalid === true || ariaInvalid === 'true';
  const attributes = useMemo(() => {
    const wired: Record<string, string> = {
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-label': ariaLabel,
      class: editorTextClass,
    };
    if (id) wired.id = id;
    if (describedBy) wired['aria-describedby'] = describedBy;
    if (invalid) wired['aria-invalid'] = 'true';
    if (ariaRequired === true || ariaRequired === 'true') wired['aria-required'] = 'true';
    return wired;
  }, [id, ariaLabel, describedBy, invalid, ariaRequired]);

  const editor = useEditor({
    extensions,
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    // The styles it would inject as a <style> element live in editorTextClass instead (strict CSP).
    injectCSS: false,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => callbacks.current.onChange(htmlOf(current)),
    onBlur: () => callbacks.current.onBlur?.(),
  });

  // useEditor may swap its instance in the same commit (the old one destroyed, its schema gone):
  // these effects then skip the old one and run again for the new one, which starts from the
  // latest options (this value included).
  useEffect(() => {
    if (!gone(editor)) editor.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);
  useEffect(() => {
    if (!gone(editor)) editor.setEditable(!disabled);
  }, [editor, disabled]);
  // A value set from outside (a restored draft, a reset) replaces the text; the editor's own echo does not.
  useEffect(() => {
    if (!gone(editor) && value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading: current.isActive('heading', { level: 2 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
    }),
  });

  return (
    <div data-slot="rich-text-editor" data-invalid={invalid || undefined} className={cn(editorFrameClass, className)}>
      <div
        role="toolbar"
        aria-label={t('productForm.editor.toolbar')}
        className="flex flex-wrap gap-1 border-b border-line px-1.5 py-1"
      >
        {(Object.keys(ICONS) as Command[]).map((command) => (
          <button
            key={command}
            type="button"
            aria-label={t(`productForm.editor.${command}`)}
            aria-pressed={active[command]}
            disabled={disabled}
            onClick={() => run(editor, command)}
            className={cn(
              'inline-flex size-8 items-center justify-center rounded-md text-ink-muted transition-colors hover:bg-neutral-100 hover:text-ink',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-55',
              'aria-pressed:bg-brand-50 aria-pressed:text-brand-700',
            )}
          >
            <Icon icon={ICONS[command]} />
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
