import type { MoveInStep } from '@prapa/contracts';
import type { MoveInStepDef } from '../move-in-step.ts';
import { creditStep } from './credit-step.ts';
import { debtsStep } from './debts-step.ts';
import { depositsStep } from './deposits-step.ts';
import { readingsStep } from './readings-step.ts';
import { usageStep } from './usage-step.ts';

/** What the framework does with a step, whatever its row and preparation types. */
export type StepUse<T> = <S extends MoveInStep, V, P>(def: MoveInStepDef<S, V, P>) => T;

/** Hands the step's definition to `use`, keeping each step's own types. */
export const withStep = <T>(step: MoveInStep, use: StepUse<T>): T => {
  switch (step) {
    case 'readings':
      return use(readingsStep);
    case 'usage':
      return use(usageStep);
    case 'debts':
      return use(debtsStep);
    case 'deposits':
      return use(depositsStep);
    case 'credit':
      return use(creditStep);
  }
};
