import { SimplePage } from '../layout/SimplePage';
import { SectionPending } from '../ui/SectionPending';

export function PositionsDemoScreen() {
  return (
    <SimplePage>
      <SectionPending />
    </SimplePage>
  );
}
