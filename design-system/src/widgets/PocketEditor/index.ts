export { PocketEditor, type PocketEditorProps, type PocketValue } from './PocketEditor.tsx';
