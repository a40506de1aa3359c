import { Suspense } from 'react';
import { lazyRouteComponent } from '@tanstack/react-router';

// The query cache's devtools, in `npm run dev` only: the production build drops the import.
const Devtools = import.meta.env.DEV ? lazyRouteComponent(() => import('@tanstack/react-query-devtools'), 'ReactQueryDevtools') : null;

export function QueryDevtools() {
  return Devtools ? (
    <Suspense fallback={null}>
      <Devtools buttonPosition="bottom-left" />
    </Suspense>
  ) : null;
}
