import { ComingSection } from '../../ComingSection.tsx';

export function PartnersPage() {
  return <ComingSection section="partners" />;
}
