/**
 * The 'Add Tour Plan' popup (spec §2), also used to change a plan (DECISIONS 14: saved on the
 * server): start city, place, price in USD, start and end, with Save and Cancel.
 */
import type { TourPlan } from '@app/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { errorMessage } from '../../../app/errors';
import { notify } from '../../../app/notify';
import { trpc } from '../../../app/trpc';
import { InputField } from '../../../components/guides/FormControls';
import { BusyButton, FormAlert, TextField } from '../../../components/ui/fields';
import { Modal } from '../../../components/ui/Modal';
import {
  checkPlanForm,
  EMPTY_PLAN_FORM,
  type PlanProblem,
  planBody,
  planFormFromPlan,
  type TourPlanField,
  type TourPlanForm,
} from './tour-plan-form';

export interface TourPlanDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The plan to change, or null to add one. */
  readonly plan: TourPlan | null;
  readonly guide: { email: string; name: string };
  readonly onSaved: (plan: TourPlan) => void;
}

export function TourPlanDialog({ open, onOpenChange, plan, guide, onSaved }: TourPlanDialogProps) {
  const [form, setForm] = useState<TourPlanForm>(plan === null ? EMPTY_PLAN_FORM : planFormFromPlan(plan));
  const [problem, setProblem] = useState<PlanProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { mutateAsync: addPlan } = trpc.guides.addTourPlan.useMutation();
  const { mutateAsync: updatePlan } = trpc.guides.updateTourPlan.useMutation();
  const firstField = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (field: TourPlanField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (problem?.field === field) setProblem(null);
  };
  const errorOf = (field: TourPlanField) => (problem?.field === field ? problem.message : null);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = checkPlanForm(form);
    setProblem(found);
    setFailure(null);
    if (found !== null) {
      // After the render that marks it, so the field is announced with its message.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setBusy(true);
    try {
      const body = planBody(form, guide);
      const saved = plan === null ? await addPlan(body) : await updatePlan({ id: plan.id, plan: body });
      notify(saved.message);
      onSaved(saved.plan);
      onOpenChange(false);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={plan === null ? 'Add Tour Plan' : 'Change Tour Plan'}
      description="Travellers see your plans on the Tour Plans page. Prices are per person, in US dollars."
      initialFocus={firstField}
    >
      <form ref={formRef} className="plan-form" noValidate onSubmit={(event) => void save(event)}>
        <div className="plan-form__grid">
          <TextField
            ref={firstField}
            label="Start city"
            name="startCity"
            maxLength={80}
            value={form.startCity}
            onChange={set('startCity')}
            error={errorOf('startCity')}
          />
          <TextField
            label="Place"
            name="place"
            maxLength={200}
            value={form.place}
            onChange={set('place')}
            error={errorOf('place')}
          />
          <InputField
            type="number"
            label="Price per person (USD)"
            name="price"
            min="1"
            step="0.01"
            value={form.price}
            onChange={set('price')}
            error={errorOf('price')}
          />
          <span aria-hidden="true" className="plan-form__spacer" />
          <InputField
            type="datetime-local"
            label="Starts (India time)"
            name="startDate"
            value={form.startDate}
            onChange={set('startDate')}
            error={errorOf('startDate')}
          />
          <InputField
            type="datetime-local"
            label="Ends (India time)"
            name="endDate"
            min={form.startDate || undefined}
            value={form.endDate}
            onChange={set('endDate')}
            error={errorOf('endDate')}
          />
        </div>
        <FormAlert message={failure} />
        <div className="plan-form__actions">
          <button type="button" className="btn plan-form__cancel" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <BusyButton busy={busy} busyLabel="Saving…">
            Save
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
}
