import { SimplePage } from '../layout/SimplePage';
import { SectionPending } from '../ui/SectionPending';

export function AdminScreen() {
  return (
    <SimplePage>
      <SectionPending />
    </SimplePage>
  );
}
