import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins classes (clsx) and lets a later Tailwind class override an earlier one (shadcn's cn). */
export const cn = (...inputs: ClassValue[]): string => twMerge(clsx(inputs));
