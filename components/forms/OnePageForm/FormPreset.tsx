'use client';

import { createContext, useContext } from 'react';

/** Values a page's script chooses for a one-page form's untouched fields: the request's target named in its URL. */
export const FormPreset = createContext<Readonly<Record<string, string>> | undefined>(undefined);

export const useFormPreset = () => useContext(FormPreset);
