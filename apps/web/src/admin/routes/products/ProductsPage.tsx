import { ComingSection } from '../../ComingSection.tsx';

export function ProductsPage() {
  return <ComingSection section="products" />;
}
