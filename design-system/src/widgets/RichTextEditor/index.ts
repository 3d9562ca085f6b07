export { RichTextEditor, RichTextEditorSkeleton } from './RichTextEditor.tsx';
export type { RichTextEditorProps } from './richTextEditorProps.ts';
