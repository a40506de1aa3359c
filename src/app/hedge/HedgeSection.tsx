import { SimplePage } from '../layout/SimplePage';
import { SectionPending } from '../ui/SectionPending';

export function HedgeBotsScreen() {
  return (
    <SimplePage>
      <SectionPending />
    </SimplePage>
  );
}
