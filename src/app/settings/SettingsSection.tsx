// Settings (the spec shows no content; we build what a user expects): profile, security (sessions,
// password, second factor), the server addresses in use, and notifications. The route table
// (routing/routeTree.tsx) loads these pages from here, under the settings tab bar.
import type { ReactNode } from 'react';
import { ApiPanel } from './ApiPanel';
import { NotificationsPanel } from './NotificationsPanel';
import { ProfilePanel } from './ProfilePanel';
import { SecurityPanel } from './SecurityPanel';
import { stack } from './settings.css';

const Page = ({ children }: { children: ReactNode }) => <div className={stack}>{children}</div>;

export const ProfileSettings = () => (
  <Page>
    <ProfilePanel />
  </Page>
);
export const SecuritySettings = () => (
  <Page>
    <SecurityPanel />
  </Page>
);
export const ApiSettings = () => (
  <Page>
    <ApiPanel />
  </Page>
);
export const NotificationSettings = () => (
  <Page>
    <NotificationsPanel />
  </Page>
);
