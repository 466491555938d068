/**
 * Add Skill: a skill missing from the catalogue, with its type and its category (Soft
 * Skills) or vendor (Technical; Other asks for the vendor's name). It is added unapproved and chosen for the role.
 * The skill name has the focus when the dialog opens; Escape and Close close it and give the focus back. The vendors
 * and categories are loaded when the dialog first opens, not with the page.
 */
import { useEffect, useState } from 'react';
import { getFormProps } from '@conform-to/react';
import { skillDisciplines } from '#domain/constants.ts';
import { customSkillSchema, OTHER_GROUP, type CustomSkill } from '#domain/role-form.ts';
import { api } from '../../lib/api-client.ts';
import type { AnswerOf } from '../../lib/api/operation.ts';
import { Skill_AddUnapprovedSkill, Skill_GetAllUnfiltered } from '../../lib/api/operations.gen.ts';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { useApiForm } from '../form-kit/use-api-form.ts';
import { SelectField } from '../form-kit/SelectField.tsx';
import { TextField } from '../form-kit/TextField.tsx';
import { Dialog } from '../shell-kit/Dialog.tsx';
import { groupsOf, type BrowserSkill } from './selection.ts';
import { SubmitButton } from '../form-kit/SubmitButton.tsx';

export interface SkillGroups {
  vendors: readonly string[];
  categories: readonly string[];
}

interface AddSkillDialogProps {
  open: boolean;
  onClose: () => void;
  onAdded: (skill: BrowserSkill) => void;
}

/** The vendors and categories of every skill, asked for once the dialog opens (again after a failure). */
function useSkillGroups(open: boolean): SkillGroups | 'loading' | 'failed' {
  const [groups, setGroups] = useState<SkillGroups | 'loading' | 'failed'>('loading');
  useEffect(() => {
    if (!open || (groups !== 'loading' && groups !== 'failed')) return;
    let current = true;
    setGroups('loading');
    void api.call(Skill_GetAllUnfiltered).then((result) => {
      if (!current) return;
      setGroups(result.ok ? { vendors: groupsOf(result.data, 'Technical'), categories: groupsOf(result.data, 'Soft Skills') } : 'failed');
    });
    return () => {
      current = false;
    };
  }, [open]);
  return groups;
}

export function AddSkillDialog({ open, onClose, onAdded }: AddSkillDialogProps) {
  const groups = useSkillGroups(open);
  return (
    <Dialog open={open} title="Add Skill" onClose={onClose} className="skill-dialog">
      {groups === 'loading' && <p role="status">Loading…</p>}
      {groups === 'failed' && (
        <p className="form-error" role="alert">
          The vendors and categories could not be loaded. Close the dialog and open it again.
        </p>
      )}
      {typeof groups === 'object' && <AddSkillForm groups={groups} onAdded={onAdded} onCancel={onClose} />}
    </Dialog>
  );
}

/** The dialog's fields as the page holds them: text. */
type AddSkillFields = { skill: string; skillType: string; category: string; vendor: string; vendorName: string };

const options = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));

function AddSkillForm({ groups, onAdded, onCancel }: { groups: SkillGroups; onAdded: (skill: BrowserSkill) => void; onCancel: () => void }) {
  const { form, fields, busy } = useApiForm<AddSkillFields, CustomSkill, AnswerOf<typeof Skill_AddUnapprovedSkill>>({
    id: 'add-skill',
    schema: customSkillSchema,
    shouldValidate: 'onSubmit',
    send: (body) => api.call(Skill_AddUnapprovedSkill, { body }),
    onSuccess: (skill) => onAdded(skill),
  });

  useEffect(() => {
    const frame = requestAnimationFrame(() => document.getElementById(fields.skill.id)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [fields.skill.id]);

  const skillType = fields.skillType.value;
  const vendors = groups.vendors.includes(OTHER_GROUP) ? groups.vendors : [...groups.vendors, OTHER_GROUP];

  return (
    <form {...getFormProps(form)} method="post" className="stack" aria-label="Add Skill">
      <ErrorText id={form.errorId} className="form-error">
        {form.errors?.[0]}
      </ErrorText>
      <TextField field={fields.skill} label="Skill name" autoComplete="off" />
      <SelectField field={fields.skillType} label="Skill type" placeholder="Choose a skill type" options={options(skillDisciplines)} />
      {skillType === 'Soft Skills' ? (
        <SelectField field={fields.category} label="Category" placeholder="Choose a category" options={options(groups.categories)} />
      ) : null}
      {skillType === 'Technical' ? <SelectField field={fields.vendor} label="Vendor" placeholder="Choose a vendor" options={options(vendors)} /> : null}
      {skillType === 'Technical' && fields.vendor.value === OTHER_GROUP ? <TextField field={fields.vendorName} label="Vendor name" autoComplete="off" /> : null}
      <div className="actions">
        <SubmitButton busy={busy} busyLabel="Adding…">Add Skill</SubmitButton>
        <button type="button" className="secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
