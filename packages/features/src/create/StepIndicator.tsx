import { siyumCreateMessages } from '@siyum/domain';
import { CheckIcon } from '@siyum/ui/kit';
import { useUiMessages } from '@siyum/ui/messages';
import { CREATE_STEPS, STEP_NAMES, stepState } from './createSiyum';

/** The wizard's steps as a numbered list: those done ticked, the current one marked for screen readers. */
export function StepIndicator({ current }: { current: number }) {
  const m = useUiMessages('siyumCreate', siyumCreateMessages);
  return (
    <ol className="siyum-create__steps" aria-label={m.stepsLabel}>
      {CREATE_STEPS.map((step, index) => {
        const state = stepState(index, current);
        return (
          <li
            key={step}
            className="siyum-create__step"
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="siyum-create__step-marker" aria-hidden="true">
              {state === 'done' ? <CheckIcon className="siyum-create__step-check" /> : index + 1}
            </span>
            <span className="siyum-create__step-name">
              {m[STEP_NAMES[step]]}
              {state === 'done' && <span className="siyum-visually-hidden"> {m.stepDone}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
