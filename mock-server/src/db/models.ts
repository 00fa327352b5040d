import { factory } from '@mswjs/data';
import { peopleModels } from './models/people.ts';
import { sportsbookModels } from './models/sportsbook.ts';
import { cashierModels } from './models/cashier.ts';
import { engagementModels } from './models/engagement.ts';

const models = { ...peopleModels, ...sportsbookModels, ...cashierModels, ...engagementModels };

export const createDb = () => factory(models);

export type Db = ReturnType<typeof createDb>;

export type ModelName = keyof typeof models;

export const MODEL_NAMES = Object.keys(models) as ModelName[];
