import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { demoUser, fakePort, renderFrame, signedIn } from '../session/testing';
import { ProfilePanel } from './ProfilePanel';

afterEach(cleanup);

const fullName = () => screen.getByLabelText('Полное имя') as HTMLInputElement;

describe('ProfilePanel', () => {
  it('follows a newer copy of the saved profile while the form is untouched, and keeps what was typed', async () => {
    // A start rendered from its last frame's session, then the worker's copy with the name saved since.
    const port = fakePort(signedIn(demoUser('premium', { full_name: 'Старое имя' })));
    await renderFrame(<ProfilePanel />, { port, path: '/settings' });
    expect(fullName().value).toBe('Старое имя');
    await port.push(signedIn(demoUser('premium', { full_name: 'Новое имя' })));
    expect(fullName().value).toBe('Новое имя');

    fireEvent.change(fullName(), { target: { value: 'Набираю' } });
    await port.push(signedIn(demoUser('premium', { full_name: 'Из другой вкладки' })));
    expect(fullName().value).toBe('Набираю');
  });
});
