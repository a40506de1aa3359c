import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Modal, dropCaret } from './Modal';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.getSelection()?.removeAllRanges();
});

function select(node: Node, from: number, to: number): Selection {
  const selection = document.getSelection()!;
  const range = document.createRange();
  range.setStart(node, from);
  range.setEnd(node, to);
  selection.removeAllRanges();
  selection.addRange(range);
  return selection;
}

describe('dropCaret', () => {
  it('drops a caret left in the page text', () => {
    document.body.innerHTML = '<p>Перейти к содержимому</p>';
    const selection = select(document.body.querySelector('p')!.firstChild!, 0, 0);
    dropCaret(document);
    expect(selection.rangeCount).toBe(0);
  });

  it('keeps text the user selected', () => {
    document.body.innerHTML = '<p>0x1234abcd</p>';
    const selection = select(document.body.querySelector('p')!.firstChild!, 0, 6);
    dropCaret(document);
    expect(selection.rangeCount).toBe(1);
    expect(selection.toString()).toBe('0x1234');
  });
});

describe('Modal', () => {
  it('opens without the caret the page had', () => {
    const text = document.createElement('p');
    text.textContent = 'Позиции';
    document.body.append(text);
    const selection = select(text.firstChild!, 2, 2);
    render(
      <Modal title="Детали" onClose={() => {}}>
        <p>Пул</p>
      </Modal>,
    );
    expect(screen.getByRole('heading', { name: 'Детали' })).toBeTruthy();
    expect(selection.rangeCount).toBe(0);
  });
});
