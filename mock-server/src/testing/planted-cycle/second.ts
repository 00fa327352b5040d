// The other half of the planted cycle (see first.ts).
import { first } from './first.ts';

export const second = `${first} then second`;
