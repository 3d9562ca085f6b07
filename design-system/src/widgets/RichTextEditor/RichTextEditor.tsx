import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { editorFrameClass, toolbarRowClass } from './editorStyles.ts';
import type { RichTextEditorProps } from './richTextEditorProps.ts';

// A separate chunk: Tiptap and ProseMirror load only when an editor is on screen.
const TiptapEditor = lazy(() => import('./TiptapEditor.tsx'));

/** What shows while the editor's code loads: an empty text box of the same size. */
export function RichTextEditorSkeleton({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div data-slot="rich-text-editor-skeleton" aria-busy="true" className={cn(editorFrameClass, className)}>
      <div aria-hidden="true" className={toolbarRowClass}>
        {[0, 1, 2, 3, 4].map((at) => (
          <Skeleton key={at} className="m-1 size-6" />
        ))}
      </div>
      <p role="status" className="min-h-36 px-3 py-2 text-base text-ink-muted">
        {t('productForm.editor.loading')}
      </p>
    </div>
  );
}

/** Rich text (bold, italic, headings, lists) for a product description; the value is HTML, '' when empty. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<RichTextEditorSkeleton className={props.className} />}>
      <TiptapEditor {...props} />
    </Suspense>
  );
}
