'use client';

import { useState } from 'react';
import { SlotDatePicker } from '@/components/forms/SlotDatePicker/SlotDatePicker';

type Props = { id: string; name: string; min: string; max: string; defaultValue: string; invalid: boolean; describedBy: string | undefined };

/**
 * A proposed slot's date with the request form's calendar: the date input stays a plain one (it
 * is all there is without JavaScript), the picker only fills it.
 */
export function ProposalDate({ id, name, min, max, defaultValue, invalid, describedBy }: Props) {
  const [value, setValue] = useState(defaultValue);
  return (
    <SlotDatePicker value={value} min={min} max={max} onChoose={setValue}>
      <input
        id={id}
        name={name}
        type="date"
        min={min}
        max={max}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
      />
    </SlotDatePicker>
  );
}
