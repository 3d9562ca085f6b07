export { SearchEmpty, type SearchEmptyProps, type SearchSuggestion } from './SearchEmpty.tsx';
