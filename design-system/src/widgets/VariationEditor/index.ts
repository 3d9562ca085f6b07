export { VariationEditor, type VariationEditorProps } from './VariationEditor.tsx';
export {
  NO_VARIATIONS,
  syncedVariations,
  variationEditorValueOf,
  variationRowProblems,
  variationSetOf,
  type VariationEditorValue,
  type VariationRowValue,
} from './variationEditorValue.ts';
