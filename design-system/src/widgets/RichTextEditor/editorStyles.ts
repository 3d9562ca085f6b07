/** The frame shared by the editor and its loading stand-in, so nothing jumps when the editor arrives. */
export const editorFrameClass = [
  'flex w-full min-w-0 flex-col rounded-md border border-line-strong bg-surface text-ink shadow-xs transition-colors',
  'hover:border-neutral-400 focus-within:border-focus focus-within:outline-2 focus-within:outline-offset-0 focus-within:outline-focus',
  'data-[invalid]:border-danger-600 data-[invalid]:focus-within:outline-danger-600',
].join(' ');

/** The editable text: the same sizes as a Textarea, and lists and headings that look like the product page. */
export const editorTextClass = [
  'block min-h-36 max-h-96 overflow-y-auto px-3 py-2 text-base focus-visible:outline-none [overflow-wrap:anywhere]',
  '[&_p]:my-1 [&_h2]:mb-1 [&_h2]:mt-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold',
  '[&_ul]:list-disc [&_ul]:ps-6 [&_ol]:list-decimal [&_ol]:ps-6 [&_blockquote]:border-s-4 [&_blockquote]:border-line-strong [&_blockquote]:ps-3',
  '[&_a]:text-caspian-700 [&_a]:underline',
  // ProseMirror's own needs (Tiptap's injected <style> is off: the CSP allows no inline style sheet).
  'relative whitespace-break-spaces [font-variant-ligatures:none] [&_[contenteditable=false]]:whitespace-normal',
  '[&_img.ProseMirror-separator]:!inline [&_img.ProseMirror-separator]:!m-0 [&_img.ProseMirror-separator]:!size-0 [&_img.ProseMirror-separator]:!border-0',
].join(' ');

/** Height of the toolbar row, kept by the stand-in. */
export const toolbarRowClass = 'flex gap-1 border-b border-line px-1.5 py-1';
