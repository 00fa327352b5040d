import { factory } from '@mswjs/data';
import { peopleModels } from './models/people.ts';
import { sportsbookModels } from './models/sportsbook.ts';
import { cashierModels } from './models/cashier.ts';
import { engagementModels } from './models/engagement.ts';

export const createDb = () =>
  factory({ ...peopleModels, ...sportsbookModels, ...cashierModels, ...engagementModels });

export type Db = ReturnType<typeof createDb>;
