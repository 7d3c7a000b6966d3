import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, useNavigationType, type NavigateFunction } from 'react-router-dom';
import type { Voice } from '@peiyin/ui';
import { useAddressSync } from './useAddressSync';
import { voice } from '../../testing/fakeApi';

type Props = { voice: Voice | null; workId: number | null };

/// The editor at `/creation?…`, opened from the home page (one history entry before it); what the router
/// shows is read back through its own hooks.
function open(search: string, props: Props) {
  const seen = { address: '', action: '', navigate: null as NavigateFunction | null };
  function Editor(p: Props) {
    useAddressSync(p.voice, p.workId);
    return null;
  }
  function Address() {
    const location = useLocation();
    seen.address = `${location.pathname}${location.search}`;
    seen.action = useNavigationType();
    seen.navigate = useNavigate();
    return null;
  }
  const tree = (p: Props) => (
    <MemoryRouter initialEntries={['/', `/creation${search}`]} initialIndex={1}>
      <Routes>
        <Route path="/creation" element={<Editor {...p} />} />
        <Route path="/" element={null} />
      </Routes>
      <Address />
    </MemoryRouter>
  );
  const view = render(tree(props));
  return {
    address: () => seen.address,
    action: () => seen.action,
    back: () => act(() => void seen.navigate!(-1)),
    // the page re-renders with a new voice or draft (the router keeps its history)
    update: (next: Props) => act(() => view.rerender(tree(next))),
  };
}

describe('useAddressSync (spec 02 §2.2)', () => {
  it('writes the voice into the address: anchorType, anchorId and templateId', () => {
    const { address } = open('', { voice, workId: null });
    expect(address()).toBe('/creation?anchorType=0&anchorId=15&templateId=3');
  });

  it('adds the draft once it has an id, and leaves out a template the voice has none of', () => {
    const { address } = open('', { voice: { ...voice, anchorType: 1, anchorId: 8, templateId: null }, workId: 41 });
    expect(address()).toBe('/creation?anchorType=1&anchorId=8&workId=41');
  });

  it('changes nothing before the voice has loaded', () => {
    const { address, action } = open('?anchorId=15&text=x', { voice: null, workId: null });
    expect(address()).toBe('/creation?anchorId=15&text=x');
    expect(action()).toBe('POP');
  });

  it('follows each change of voice and draft by replacing the entry: Back still leaves the editor', () => {
    const { address, update, action, back } = open('?anchorId=15', { voice, workId: null });
    expect(action()).toBe('REPLACE');
    update({ voice: { ...voice, anchorId: 16, templateId: 4 }, workId: null });
    expect(address()).toBe('/creation?anchorType=0&anchorId=16&templateId=4');
    update({ voice: { ...voice, anchorId: 16, templateId: 4 }, workId: 7 });
    expect(address()).toBe('/creation?anchorType=0&anchorId=16&workId=7&templateId=4');
    expect(action()).toBe('REPLACE');

    back();
    expect(address()).toBe('/');
  });

  it('leaves an address that says what is shown already as it is (no navigation at all)', () => {
    const { action } = open('?anchorType=0&anchorId=15&templateId=3', { voice, workId: null });
    expect(action()).toBe('POP');
  });
});
