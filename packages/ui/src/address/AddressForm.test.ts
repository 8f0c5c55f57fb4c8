// @vitest-environment jsdom
import type { Address } from '@siyum/domain';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AddressForm, type AddressFormProps } from './AddressForm';

const start: Address = {
  street: '1042 W Center St',
  street2: '',
  city: 'Orem',
  state: 'UT',
  zip: '84057',
  country: 'US',
  isVerified: true,
};

let root: Root | undefined;
let container: HTMLElement;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

function render(props: AddressFormProps) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(createElement(AddressForm, props)));
}

/** Types into an input the way a browser does, so React's onChange fires. */
function type(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setValue?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const line2 = () => container.querySelector<HTMLInputElement>('input[autocomplete="address-line2"]');

describe('AddressForm: controlled and uncontrolled', () => {
  it('uncontrolled: keeps what is typed and reports the whole address', () => {
    const onChange = vi.fn();
    render({ defaultValue: start, onChange });
    const input = line2();
    if (!input) throw new Error('no street line 2 input');
    type(input, 'Apt 4');
    expect(input.value).toBe('Apt 4');
    // A manual edit clears the verified mark.
    expect(onChange).toHaveBeenLastCalledWith({ ...start, street2: 'Apt 4', isVerified: false });
  });

  it('controlled: reports the edit and shows the parent value until the parent applies it', () => {
    const onChange = vi.fn();
    render({ value: start, onChange });
    const input = line2();
    if (!input) throw new Error('no street line 2 input');
    type(input, 'Apt 4');
    expect(onChange).toHaveBeenLastCalledWith({ ...start, street2: 'Apt 4', isVerified: false });
    expect(input.value).toBe('');
  });
});

/** §4: suggestions are asked for after a 400 ms pause in typing — the spec's number, as time. */
describe('AddressForm: the street look-up waits for a 400 ms pause', () => {
  afterEach(() => vi.useRealTimers());

  it('asks once, 400 ms after the last key, with what was typed last', async () => {
    vi.useFakeTimers();
    const usAutocomplete = vi.fn(async () => []);
    const service = {
      usAutocomplete,
      intlAutocomplete: vi.fn(async () => []),
      intlDetail: vi.fn(async () => []),
    };
    render({ defaultValue: { ...start, street: '', isVerified: false }, onChange: () => {}, service });
    const street = container.querySelector<HTMLInputElement>('input[role="combobox"]');
    if (!street) throw new Error('no street input');
    for (const text of ['1', '10', '104', '1042']) {
      type(street, text);
      await act(async () => vi.advanceTimersByTime(399)); // each key within the pause restarts it
    }
    expect(usAutocomplete).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(usAutocomplete).toHaveBeenCalledTimes(1);
    expect(usAutocomplete).toHaveBeenLastCalledWith(expect.objectContaining({ search: '1042' }));
  });
});
