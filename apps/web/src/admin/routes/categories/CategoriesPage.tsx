import { ComingSection } from '../../ComingSection.tsx';

export function CategoriesPage() {
  return <ComingSection section="categories" />;
}
