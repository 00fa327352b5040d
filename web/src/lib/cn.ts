import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './class-merge.ts';

/** Joins classes (clsx) and lets a later Tailwind class override an earlier one (decision 097). */
export const cn = (...inputs: ClassValue[]): string => mergeClasses(clsx(inputs));
