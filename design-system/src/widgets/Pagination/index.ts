export { Pagination, type PaginationProps } from './Pagination.tsx';
export { paginationWindow, pageCountOf, parsePageNumber, type PaginationSlot } from '../../rules/pagination.ts';
