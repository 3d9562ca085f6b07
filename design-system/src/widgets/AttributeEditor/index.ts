export { AttributeEditor, type AttributeEditorProps } from './AttributeEditor.tsx';
